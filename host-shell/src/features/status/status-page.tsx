// /status (admins, once sign-in exists): each remote's live release, the release that loaded, how long
// it took and how it ended, plus the registry's latest change. Ops read it after a release or rollback.
import { Descriptions, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { REMOTE_APPS, REMOTE_AREA, REMOTE_FOLDER } from '@trucks/shared-contracts/federation/remote-modules';
import type { RemoteApp } from '@trucks/shared-contracts/federation/remote-modules';
import { PageFrame } from '@trucks/shared-ui/page-frame';
import { useLatestRegistryChange, useRemoteLoadStates } from '../../lib/remote-load-state';
import type { RemoteLoadState, RemoteLoadStatus } from '../../lib/remote-load-state';

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

const columns: TableColumnsType<StatusRow> = [
  {
    title: 'Remote',
    key: 'remote',
    render: (_, row) => (
      <>
        {REMOTE_FOLDER[row.app]}
        <Typography.Text type="secondary"> ({REMOTE_AREA[row.app]})</Typography.Text>
      </>
    ),
  },
  {
    title: 'Live release',
    dataIndex: 'liveVersion',
    key: 'live',
    render: (version?: string) => version ?? NONE,
  },
  {
    title: 'Loaded release',
    dataIndex: 'loadedVersion',
    key: 'loaded',
    render: (version?: string) => version ?? NONE,
  },
  {
    title: 'Load time',
    dataIndex: 'loadTimeMs',
    key: 'loadTime',
    render: (ms?: number) => (ms === undefined ? NONE : `${ms} ms`),
  },
  {
    title: 'State',
    dataIndex: 'status',
    key: 'state',
    render: (status: RemoteLoadStatus) => <Tag color={STATUS_COLOR[status]}>{status}</Tag>,
  },
  { title: 'Reason', dataIndex: 'reason', key: 'reason', render: (reason?: string) => reason ?? '' },
];

export function StatusPage() {
  const remotes = useRemoteLoadStates();
  const latestChange = useLatestRegistryChange();
  const rows: StatusRow[] = REMOTE_APPS.map((app) => ({ app, ...remotes[app] }));
  return (
    <PageFrame>
      <div style={{ padding: 16 }}>
        <Table<StatusRow> rowKey="app" columns={columns} dataSource={rows} pagination={false} size="small" />
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
