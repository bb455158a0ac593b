// /equipment/trailers and /equipment/power-units: two tabs, Trailers and Power Units, each with its
// count (spec 000 §2); each tab is its own address so a link opens the right one. Searchable by q
// with paging from page 1, 50 a page (000 §3, §7); q and page live in the address.
import type { ReactNode } from 'react';
import { Badge, Input, Tabs, Tag } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ApiError } from '@trucks/shared-contracts/api/client';
import type { PowerUnit, Trailer } from '@trucks/shared-contracts/domain/equipment';
import { EQUIPMENT_TYPE_LABEL } from '@trucks/shared-contracts/domain/equipment-type';
import type { PagedList } from '@trucks/shared-contracts/domain/paged-list';
import { FIRST_PAGE, PAGE_SIZE } from '@trucks/shared-contracts/rules/page-sizes';
import { paths } from '@trucks/shared-contracts/routes/paths';
import { EmptyState } from '@trucks/shared-ui/empty-state';
import { ListSkeleton } from '@trucks/shared-ui/loading-state';
import { PageFrame } from '@trucks/shared-ui/page-frame';
import { RowTable } from '@trucks/shared-ui/row-table';
import type { TableColumn } from '@trucks/shared-ui/row-table';
import { Pager } from '@trucks/shared-ui/pager';
import { QueryErrorAlert } from '@trucks/shared-ui/query-error-alert';
import { usePowerUnits, useTrailers } from '../../../api/equipment';

export type EquipmentTab = 'trailers' | 'power-units';

const TAB_LABEL: Record<EquipmentTab, string> = { trailers: 'Trailers', 'power-units': 'Power Units' };
const TAB_PATH: Record<EquipmentTab, string> = {
  trailers: paths.trailers(),
  'power-units': paths.powerUnits(),
};

/** A tab's label with its count; the count slot stays empty until the count is known. */
function TabLabel({ label, count }: { label: string; count: number | undefined }) {
  return (
    <span>
      {label}
      {count === undefined ? null : (
        <Badge count={count} showZero overflowCount={9999} color="gray" style={{ marginInlineStart: 8 }} />
      )}
    </span>
  );
}

const plate = (row: { licensePlate?: string; licenseState?: string }) =>
  [row.licensePlate, row.licenseState].filter(Boolean).join(' ') || '—';
const yearMake = (row: { year?: number; make?: string; model?: string }) =>
  [row.year, row.make, row.model].filter(Boolean).join(' ') || '—';
const active = (isActive: boolean) =>
  isActive ? <Tag color="green">Active</Tag> : <Tag color="default">Inactive</Tag>;

const TRAILER_COLUMNS: readonly TableColumn<Trailer>[] = [
  { key: 'number', title: 'Trailer #', render: (t) => t.trailerNumber },
  { key: 'type', title: 'Type', render: (t) => EQUIPMENT_TYPE_LABEL[t.equipmentType] ?? '—' },
  { key: 'length', title: 'Length', render: (t) => (t.length ? `${t.length} ft` : '—') },
  { key: 'plate', title: 'License Plate', render: (t) => plate(t) },
  { key: 'vin', title: 'VIN', render: (t) => t.vin ?? '—' },
  { key: 'yearMake', title: 'Year / Make', render: (t) => yearMake(t) },
  { key: 'status', title: 'Status', render: (t) => active(t.isActive) },
];

const POWER_UNIT_COLUMNS: readonly TableColumn<PowerUnit>[] = [
  { key: 'number', title: 'Unit #', render: (p) => p.unitNumber },
  { key: 'yearMake', title: 'Year / Make / Model', render: (p) => yearMake(p) },
  { key: 'plate', title: 'License Plate', render: (p) => plate(p) },
  { key: 'vin', title: 'VIN', render: (p) => p.vin ?? '—' },
  { key: 'eld', title: 'ELD Serial', render: (p) => p.eldSerialNumber ?? '—' },
  { key: 'status', title: 'Status', render: (p) => active(p.isActive) },
];

interface EquipmentTableProps<T> {
  /** The table's accessible name (the tab's label). */
  label: string;
  noun: string;
  q: string;
  result: UseQueryResult<PagedList<T>, ApiError>;
  columns: readonly TableColumn<T>[];
  page: number;
  onPage: (page: number) => void;
}

function EquipmentTable<T extends { id: string }>({
  label,
  noun,
  q,
  result,
  columns,
  page,
  onPage,
}: EquipmentTableProps<T>): ReactNode {
  if (result.isError) {
    return (
      <QueryErrorAlert
        title={`Your ${noun} could not be loaded`}
        error={result.error}
        onRetry={() => void result.refetch()}
      />
    );
  }
  if (result.isPending) return <ListSkeleton />;
  if (result.data.totalCount === 0) {
    return <EmptyState message={q ? `No ${noun} match '${q}'` : `No ${noun} yet`} />;
  }
  return (
    <>
      <RowTable<T> label={label} rowKey={(row) => row.id} columns={columns} rows={result.data.data} />
      <Pager
        style={{ marginTop: 16 }}
        current={page}
        pageSize={PAGE_SIZE.searches}
        total={result.data.totalCount}
        onChange={onPage}
      />
    </>
  );
}

export function EquipmentPage({ tab }: { tab: EquipmentTab }) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(Number(params.get('page')) || FIRST_PAGE, FIRST_PAGE);
  // Each tab reads its own page; the other tab reads page 1 for its count.
  const trailers = useTrailers({
    q,
    page: tab === 'trailers' ? page : FIRST_PAGE,
    pageSize: PAGE_SIZE.searches,
  });
  const powerUnits = usePowerUnits({
    q,
    page: tab === 'power-units' ? page : FIRST_PAGE,
    pageSize: PAGE_SIZE.searches,
  });
  const counts: Record<EquipmentTab, number | undefined> = {
    trailers: trailers.data?.totalCount,
    'power-units': powerUnits.data?.totalCount,
  };
  const onPage = (next: number) =>
    setParams(() => {
      const updated = new URLSearchParams(params);
      if (next > FIRST_PAGE) updated.set('page', String(next));
      else updated.delete('page');
      return updated;
    });
  const keepQ = q ? `?${new URLSearchParams({ q }).toString()}` : '';
  return (
    <PageFrame
      title="Equipment"
      actions={
        <Input.Search
          aria-label={`Search ${TAB_LABEL[tab]}`}
          placeholder={`Search ${TAB_LABEL[tab]}`}
          defaultValue={q}
          allowClear
          onSearch={(value) => setParams(value.trim() ? { q: value.trim() } : {})}
          style={{ width: 260, maxWidth: '100%' }}
        />
      }
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => void navigate(`${TAB_PATH[key as EquipmentTab]}${keepQ}`)}
        style={{ padding: '0 16px' }}
        items={[
          {
            key: 'trailers',
            label: <TabLabel label={TAB_LABEL.trailers} count={counts.trailers} />,
            children: (
              <EquipmentTable<Trailer>
                label={TAB_LABEL.trailers}
                noun="trailers"
                q={q}
                result={trailers}
                columns={TRAILER_COLUMNS}
                page={page}
                onPage={onPage}
              />
            ),
          },
          {
            key: 'power-units',
            label: <TabLabel label={TAB_LABEL['power-units']} count={counts['power-units']} />,
            children: (
              <EquipmentTable<PowerUnit>
                label={TAB_LABEL['power-units']}
                noun="power units"
                q={q}
                result={powerUnits}
                columns={POWER_UNIT_COLUMNS}
                page={page}
                onPage={onPage}
              />
            ),
          },
        ]}
      />
    </PageFrame>
  );
}
