// /status (admins, once sign-in exists): each remote's live release, the release that loaded, how long
// it took and how it ended, what every browser reported over the last hour (field-health.tsx), the
// releases marked bad (bad-releases.tsx), plus the registry's latest change. Ops read it after a
// release or rollback.
import { Descriptions, Tag, Typography } from 'antd';
import { REMOTE_APPS, REMOTE_AREA, REMOTE_FOLDER } from '@trucks/shared-contracts/federation/remote-modules';
import type { RemoteApp } from '@trucks/shared-contracts/federation/remote-modules';
import { PageFrame } from '@trucks/shared-ui/page-frame';
import { RowTable } from '@trucks/shared-ui/row-table';
import type { TableColumn } from '@trucks/shared-ui/row-table';
import { useLatestRegistryChange, useRemoteLoadStates } from '../../../lib/remote-load-state';
import type { RemoteLoadState, RemoteLoadStatus } from '../../../lib/remote-load-state';
import { BadReleasesSection } from './bad-releases';
import { FieldHealthSection } from './field-health';

const STATUS_COLOR: Record<RemoteLoadStatus, string> = {
  'not-loaded': 'default',
  loading: 'processing',
  loaded: 'success',
  fallback: 'warning',
  failed: 'error',
  incompatible: 'error',
};

interface StatusRow extends RemoteLoadState {
  app: RemoteApp;
}

const NONE = '—';

const columns: readonly TableColumn<StatusRow>[] = [
  {
    title: 'Remote',
    key: 'remote',
    render: (row) => (
      <>
        {REMOTE_FOLDER[row.app]}
        <Typography.Text type="secondary"> ({REMOTE_AREA[row.app]})</Typography.Text>
      </>
    ),
  },
  { title: 'Live release', key: 'live', render: (row) => row.liveVersion ?? NONE },
  { title: 'Loaded release', key: 'loaded', render: (row) => row.loadedVersion ?? NONE },
  {
    title: 'Load time',
    key: 'loadTime',
    render: (row) => (row.loadTimeMs === undefined ? NONE : `${row.loadTimeMs} ms`),
  },
  {
    title: 'State',
    key: 'state',
    render: (row) => <Tag color={STATUS_COLOR[row.status]}>{row.status}</Tag>,
  },
  { title: 'Reason', key: 'reason', render: (row) => row.reason ?? '' },
];

export function StatusPage() {
  const remotes = useRemoteLoadStates();
  const latestChange = useLatestRegistryChange();
  const rows: StatusRow[] = REMOTE_APPS.map((app) => ({ app, ...remotes[app] }));
  return (
    <PageFrame>
      <div style={{ padding: 16 }}>
        <RowTable<StatusRow>
          size="small"
          label="Remotes"
          rowKey={(row) => row.app}
          columns={columns}
          rows={rows}
        />
        <FieldHealthSection />
        <BadReleasesSection />
        <Typography.Title level={5} style={{ marginTop: 24 }}>
          Latest registry change
        </Typography.Title>
        {latestChange ? (
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'at', label: 'At', children: latestChange.at },
              { key: 'remote', label: 'Remote', children: latestChange.remote },
              { key: 'action', label: 'Action', children: latestChange.action },
              { key: 'from', label: 'From', children: latestChange.from ?? NONE },
              { key: 'to', label: 'To', children: latestChange.to },
              { key: 'by', label: 'By', children: latestChange.by },
            ]}
          />
        ) : (
          <Typography.Text type="secondary">No registry history</Typography.Text>
        )}
      </div>
    </PageFrame>
  );
}
