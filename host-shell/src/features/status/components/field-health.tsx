// /status: what browsers reported over the last hour, per remote and release (load failures, fallbacks
// to an earlier release, crash-boundary catches), from the gateway's GET /health/summary
// (ops/src/gateway/field-health.ts). The table above it is this browser's view; this one is everyone's.
import { useEffect, useState } from 'react';
import { Tag, Typography } from 'antd';
import { REMOTE_AREA, REMOTE_FOLDER } from '@trucks/shared-contracts/federation/remote-modules';
import type { RemoteApp } from '@trucks/shared-contracts/federation/remote-modules';
import { RowTable } from '@trucks/shared-ui/row-table';
import type { TableColumn } from '@trucks/shared-ui/row-table';
import { fetchNoStoreJson } from '../../../lib/no-store-json';

export const FIELD_SUMMARY_URL = '/health/summary';
const REFRESH_MS = 30_000;

export interface FieldHealthRow {
  remote: string;
  release: string;
  loadFailures: number;
  fallbacks: number;
  crashes: number;
  /** Distinct browser sessions and client addresses that sent them (absent from an older gateway). */
  sessions?: number;
  clients?: number;
  lastAt: string;
  lastKind: string;
  lastMessage: string;
  lastRoute: string;
}

export interface FieldHealthSummary {
  windowMinutes: number;
  /** The most distinct sessions or clients the gateway counts per release: a count at it is "at least". */
  distinctCap?: number;
  rows: FieldHealthRow[];
  refused: { oversized: number; malformed: number; flooding: number };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function isRow(value: unknown): value is FieldHealthRow {
  if (!isRecord(value)) return false;
  return (
    ['remote', 'release', 'lastAt', 'lastKind', 'lastMessage', 'lastRoute'].every(
      (key) => typeof value[key] === 'string',
    ) &&
    ['loadFailures', 'fallbacks', 'crashes'].every((key) => typeof value[key] === 'number') &&
    ['sessions', 'clients'].every((key) => value[key] === undefined || typeof value[key] === 'number')
  );
}

/** The gateway's summary, checked: a gateway of another version shows an error, not wrong counts. */
export function parseFieldHealthSummary(json: unknown): FieldHealthSummary {
  if (
    !isRecord(json) ||
    typeof json.windowMinutes !== 'number' ||
    !Array.isArray(json.rows) ||
    !json.rows.every(isRow) ||
    !isRecord(json.refused)
  )
    throw new Error(`${FIELD_SUMMARY_URL} is not a field health summary`);
  const refused = json.refused;
  const count = (key: string) => (typeof refused[key] === 'number' ? refused[key] : 0);
  return {
    windowMinutes: json.windowMinutes,
    ...(typeof json.distinctCap === 'number' ? { distinctCap: json.distinctCap } : {}),
    rows: json.rows,
    refused: { oversized: count('oversized'), malformed: count('malformed'), flooding: count('flooding') },
  };
}

function remoteName(remote: string): string {
  const folder = REMOTE_FOLDER[remote as RemoteApp] as string | undefined;
  return folder ? `${folder} (${REMOTE_AREA[remote as RemoteApp]})` : remote;
}

const count = (value: number) => (value > 0 ? <Typography.Text strong>{value}</Typography.Text> : '0');

/** "12", "1000+" at the gateway's cap, "–" from a gateway that does not count them. */
function distinct(value: number | undefined, cap: number | undefined): string {
  if (value === undefined) return '–';
  return cap !== undefined && value >= cap ? `${cap}+` : String(value);
}

const columnsOf = (distinctCap: number | undefined): readonly TableColumn<FieldHealthRow>[] => [
  { title: 'Remote', key: 'remote', render: (row) => remoteName(row.remote) },
  { title: 'Release', key: 'release', render: (row) => row.release },
  { title: 'Load failures', key: 'loadFailures', render: (row) => count(row.loadFailures) },
  { title: 'Fallbacks', key: 'fallbacks', render: (row) => count(row.fallbacks) },
  { title: 'Crashes', key: 'crashes', render: (row) => count(row.crashes) },
  // Who sent them: many reports from one session or one client are no incident.
  { title: 'Sessions', key: 'sessions', render: (row) => distinct(row.sessions, distinctCap) },
  { title: 'Clients', key: 'clients', render: (row) => distinct(row.clients, distinctCap) },
  {
    title: 'Last report',
    key: 'last',
    render: (row) => (
      <>
        <Tag>{row.lastKind}</Tag>
        {new Date(row.lastAt).toLocaleTimeString()} on {row.lastRoute}
        <Typography.Text type="secondary">: {row.lastMessage}</Typography.Text>
      </>
    ),
  },
];

export interface FieldHealthProps {
  /** The summary's JSON; the gateway's, without cache, by default. */
  readSummary?: () => Promise<unknown>;
}

type SummaryState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'loaded'; summary: FieldHealthSummary };

/** Read on mount and every 30 s while shown (not through the QueryClient: no query of the trucks API). */
function useFieldHealthSummary(readSummary: () => Promise<unknown>): SummaryState {
  const [state, setState] = useState<SummaryState>({ status: 'loading' });
  useEffect(() => {
    let mounted = true;
    const read = () =>
      readSummary().then(
        (json) => {
          try {
            const summary = parseFieldHealthSummary(json);
            if (mounted) setState({ status: 'loaded', summary });
          } catch (error) {
            if (mounted) setState({ status: 'error', message: (error as Error).message });
          }
        },
        (error: unknown) => {
          if (mounted)
            setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
        },
      );
    void read();
    const timer = setInterval(() => void read(), REFRESH_MS);
    return () => {
      mounted = false;
      clearInterval(timer);
    };
  }, [readSummary]);
  return state;
}

const readGatewaySummary = () => fetchNoStoreJson(FIELD_SUMMARY_URL);

export function FieldHealth({ readSummary = readGatewaySummary }: FieldHealthProps) {
  const state = useFieldHealthSummary(readSummary);
  if (state.status === 'loading')
    return <Typography.Text type="secondary">Loading field reports</Typography.Text>;
  if (state.status === 'error')
    return <Typography.Text type="secondary">Field reports are unavailable: {state.message}</Typography.Text>;
  const { rows, refused, windowMinutes, distinctCap } = state.summary;
  const refusedTotal = refused.oversized + refused.malformed + refused.flooding;
  return (
    <>
      {rows.length === 0 ? (
        <Typography.Text type="secondary">No remote failed, fell back or crashed for anyone.</Typography.Text>
      ) : (
        <RowTable<FieldHealthRow>
          size="small"
          label={`Field reports, last ${windowMinutes} minutes`}
          rowKey={(row) => `${row.remote}@${row.release}`}
          columns={columnsOf(distinctCap)}
          rows={rows}
        />
      )}
      {rows.length > 0 && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          Sessions and clients: how many distinct browser sessions and addresses sent a release&apos;s
          reports. Many reports from one session or one client are not an incident.
        </Typography.Paragraph>
      )}
      {refusedTotal > 0 && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          Reports refused by the gateway since it started: {refused.oversized} oversized, {refused.malformed}{' '}
          malformed, {refused.flooding} over a client&apos;s or the gateway&apos;s rate.
        </Typography.Paragraph>
      )}
    </>
  );
}

export function FieldHealthSection() {
  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        Field reports, last hour
      </Typography.Title>
      <FieldHealth />
    </>
  );
}
