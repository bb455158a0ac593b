import { screen, within } from '@testing-library/react';
import { RowTable } from './row-table';
import type { TableColumn } from './row-table';
import { renderWithAntd } from './testing';

interface Charge {
  name: string;
  amount: string;
}

const COLUMNS: readonly TableColumn<Charge>[] = [
  { key: 'name', title: 'Charge', render: (charge) => charge.name },
  { key: 'amount', title: 'Amount', align: 'end', render: (charge) => charge.amount },
];

const rowKey = (charge: Charge) => charge.name;

describe('RowTable', () => {
  it('is a table named by its label, with its rows under the column headers and totals below', () => {
    renderWithAntd(
      <RowTable<Charge>
        label="Charges"
        rows={[
          { name: 'Linehaul', amount: '$900.00' },
          { name: 'Fuel', amount: '$100.00' },
        ]}
        columns={COLUMNS}
        rowKey={rowKey}
        footer={
          <tr>
            <td>Total</td>
            <td data-align="end">$1,000.00</td>
          </tr>
        }
      />,
    );
    const table = screen.getByRole('table', { name: 'Charges' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Charge', 'Amount']);
    expect(within(table).getByRole('cell', { name: '$900.00' })).toHaveAttribute('data-align', 'end');
    const totals = within(table).getByRole('row', { name: /^Total/ });
    expect(
      within(totals)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Total', '$1,000.00']);
  });

  it('says what an empty table has no rows of, across all its columns', () => {
    renderWithAntd(
      <RowTable<Charge> label="Charges" rows={[]} columns={COLUMNS} rowKey={rowKey} empty="No charges yet" />,
    );
    expect(screen.getByRole('cell', { name: 'No charges yet' })).toHaveAttribute('colspan', '2');
  });

  it('shows only the headers for an empty table without an empty text', () => {
    renderWithAntd(<RowTable<Charge> rows={[]} columns={COLUMNS} rowKey={rowKey} />);
    expect(screen.getAllByRole('row')).toHaveLength(1);
  });
});
