// /equipment/trailers and /equipment/power-units: two tabs, Trailers and Power Units, each with a count
// (spec 000 §2); each tab is its own address so a link opens the right one. Searchable by q (spec §3).
import { Badge, Input, Tabs } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@trucks/shared-contracts/routes/paths';
import { EmptyState } from '@trucks/shared-ui/empty-state';
import { PageFrame } from '@trucks/shared-ui/page-frame';

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
        <Badge count={count} showZero overflowCount={9999} style={{ marginInlineStart: 8 }} />
      )}
    </span>
  );
}

export function EquipmentPage({ tab }: { tab: EquipmentTab }) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  // Frame only: not read yet (the package README says what is built).
  const counts: Record<EquipmentTab, number | undefined> = { trailers: undefined, 'power-units': undefined };
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
          style={{ width: 260 }}
        />
      }
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => navigate(TAB_PATH[key as EquipmentTab])}
        style={{ padding: '0 16px' }}
        items={(Object.keys(TAB_LABEL) as EquipmentTab[]).map((key) => ({
          key,
          label: <TabLabel label={TAB_LABEL[key]} count={counts[key]} />,
          children: (
            <EmptyState
              message={
                q
                  ? `No ${TAB_LABEL[key].toLowerCase()} match '${q}'`
                  : `No ${TAB_LABEL[key].toLowerCase()} yet`
              }
            />
          ),
        }))}
      />
    </PageFrame>
  );
}
