// An antd Table that scrolls sideways in a box of its own when it is wider than the page. Not antd's
// `scroll={{ x }}`: that renders a row that measures every column in a layout effect, a forced layout
// of the whole page and a second render of the table when it mounts (30 + 39 ms on the load board's
// first visit, in a CPU profile). The suite's tables have no fixed columns, which would need it.
import { Table } from 'antd';
import type { TableProps } from 'antd';

export function WideTable<T>(props: TableProps<T>) {
  return (
    <div style={{ overflowX: 'auto' }}>
      <Table<T> {...props} />
    </div>
  );
}
