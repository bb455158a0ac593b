import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DashboardTabBar } from './dashboard-tab-bar';

describe("the dashboard's tab row", () => {
  it('shows the labels at once, then the tabs once the page has painted, and later mounts them at once', async () => {
    const onChange = jest.fn();
    const first = render(<DashboardTabBar activeKey="shipments" onChange={onChange} />);
    // The first render: the labels in their place, not yet tabs.
    expect(screen.getByText('Rate Requests')).toBeVisible();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();

    expect(await screen.findByRole('tab', { name: 'Shipments', selected: true })).toBeInTheDocument();
    expect(screen.queryByTestId('dashboard-tab-row-stand-in')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Tenders' }));
    expect(onChange).toHaveBeenCalledWith('tenders');
    first.unmount();

    // Another visit in the same page load: the tabs at once.
    render(<DashboardTabBar activeKey="accounting" onChange={onChange} />);
    expect(screen.getByRole('tab', { name: 'Accounting', selected: true })).toBeInTheDocument();
  });
});
