import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { RouteTabs } from './route-tabs';
import { renderWithAntd } from './testing';

const TABS = [
  { key: 'shipments', label: 'Shipments' },
  { key: 'tenders', label: 'Tenders' },
  { key: 'rates', label: 'Rate Requests' },
] as const;

function Dashboard() {
  const [tab, setTab] = useState<(typeof TABS)[number]['key']>('shipments');
  return (
    <RouteTabs label="Dashboard" tabs={TABS} selected={tab} onSelect={setTab}>
      <p>The {tab} widget</p>
    </RouteTabs>
  );
}

describe('RouteTabs', () => {
  it('shows the selected tab as selected, with its content as the tab panel', () => {
    renderWithAntd(<Dashboard />);
    expect(screen.getByRole('tablist', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Shipments', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Shipments' })).toHaveTextContent('The shipments widget');
  });

  it('opens a tab on click', async () => {
    renderWithAntd(<Dashboard />);
    await userEvent.click(screen.getByRole('tab', { name: 'Rate Requests' }));
    expect(screen.getByRole('tab', { name: 'Rate Requests', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Rate Requests' })).toHaveTextContent('The rates widget');
  });

  it('moves and opens with the arrow keys, Home and End; only the selected tab is in the Tab order', async () => {
    renderWithAntd(<Dashboard />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Shipments' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Tenders', selected: true })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Rate Requests', selected: true })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Shipments', selected: true })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByText('The rates widget')).toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Rate Requests' })).not.toHaveFocus();
  });
});
