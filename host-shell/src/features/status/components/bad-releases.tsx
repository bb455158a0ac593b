// /status: the releases ops marked bad (`pnpm mark-bad`), read from the registry without cache so a
// mark made after this page loaded shows on the next visit. No fallback and no rollback chooses them.
import { useEffect, useState } from 'react';
import { Typography } from 'antd';
import { RegistryDocumentSchema } from '@trucks/shared-contracts/federation/registry-document';
import type { BadMark } from '@trucks/shared-contracts/federation/registry-document';
import { REMOTE_AREA, REMOTE_FOLDER } from '@trucks/shared-contracts/federation/remote-modules';
import type { RemoteApp } from '@trucks/shared-contracts/federation/remote-modules';
import { RowTable } from '@trucks/shared-ui/row-table';
import type { TableColumn } from '@trucks/shared-ui/row-table';
import { fetchNoStoreJson } from '../../../lib/no-store-json';
import { useRuntimeConfig } from '../../../lib/runtime-config';

interface BadRelease extends BadMark {
  remote: string;
  version: string;
}

type BadReleasesState =
  { status: 'loading' } | { status: 'error' } | { status: 'loaded'; rows: BadRelease[] };

function remoteName(remote: string): string {
  const folder = REMOTE_FOLDER[remote as RemoteApp] as string | undefined;
  return folder ? `${folder} (${REMOTE_AREA[remote as RemoteApp]})` : remote;
}

const columns: readonly TableColumn<BadRelease>[] = [
  { title: 'Remote', key: 'remote', render: (row) => remoteName(row.remote) },
  { title: 'Release', key: 'release', render: (row) => row.version },
  { title: 'Why', key: 'why', render: (row) => row.why },
  { title: 'Marked by', key: 'by', render: (row) => row.by },
  { title: 'Marked at', key: 'at', render: (row) => row.at },
];

function useBadReleases(registryUrl: string): BadReleasesState {
  const [state, setState] = useState<BadReleasesState>({ status: 'loading' });
  useEffect(() => {
    let mounted = true;
    fetchNoStoreJson(registryUrl).then(
      (json) => {
        const parsed = RegistryDocumentSchema.safeParse(json);
        if (!mounted) return;
        if (!parsed.success) return setState({ status: 'error' });
        const rows = Object.entries(parsed.data.remotes).flatMap(([remote, entry]) =>
          entry.releases.flatMap((release) =>
            release.bad ? [{ remote, version: release.version, ...release.bad }] : [],
          ),
        );
        setState({ status: 'loaded', rows });
      },
      () => mounted && setState({ status: 'error' }),
    );
    return () => {
      mounted = false;
    };
  }, [registryUrl]);
  return state;
}

export function BadReleasesSection() {
  const { registryUrl } = useRuntimeConfig();
  const state = useBadReleases(registryUrl);
  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        Releases marked bad
      </Typography.Title>
      {state.status === 'loading' && <Typography.Text type="secondary">Reading the registry</Typography.Text>}
      {state.status === 'error' && (
        <Typography.Text type="secondary">The registry could not be read.</Typography.Text>
      )}
      {state.status === 'loaded' &&
        (state.rows.length === 0 ? (
          <Typography.Text type="secondary">No release is marked bad.</Typography.Text>
        ) : (
          <RowTable<BadRelease>
            size="small"
            label="Releases marked bad"
            rowKey={(row) => `${row.remote}@${row.version}`}
            columns={columns}
            rows={state.rows}
          />
        ))}
    </>
  );
}
