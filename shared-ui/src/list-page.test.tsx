import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListPage } from './list-page';
import type { ListPageProps } from './list-page';
import { renderWithAntd } from './testing';
import { PHONE_WIDTH, restoreViewport, setViewportWidth } from './test-viewport';

function renderInvoices(overrides: Partial<ListPageProps> = {}) {
  const onReset = jest.fn();
  const onApply = jest.fn();
  renderWithAntd(
    <ListPage
      title="Third Party Payer Invoices"
      views={<p>Action Required (3)</p>}
      filters={<label>Auditable only</label>}
      onReset={onReset}
      onApply={onApply}
      loading={false}
      empty={false}
      emptyMessage="No Matching Invoices Found"
      {...overrides}
    >
      <ul>
        <li>Invoice 1001</li>
      </ul>
    </ListPage>,
  );
  return { onReset, onApply };
}

describe('ListPage', () => {
  it('has a side panel with VIEWS and FILTERS tabs', async () => {
    renderInvoices();
    const panel = screen.getByRole('complementary', { name: 'Views and filters' });
    expect(within(panel).getByRole('tab', { name: 'VIEWS' })).toHaveAttribute('aria-selected', 'true');
    expect(within(panel).getByText('Action Required (3)')).toBeVisible();

    await userEvent.click(within(panel).getByRole('tab', { name: 'FILTERS' }));
    expect(within(panel).getByText('Auditable only')).toBeVisible();
    expect(within(panel).getByRole('tabpanel', { name: 'FILTERS' })).toBeVisible();
    expect(within(panel).queryByText('Action Required (3)')).not.toBeVisible();
  });

  it('moves between the panel tabs with the arrow keys', async () => {
    renderInvoices();
    const panel = screen.getByRole('complementary', { name: 'Views and filters' });
    await userEvent.click(within(panel).getByRole('tab', { name: 'VIEWS' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(within(panel).getByRole('tab', { name: 'FILTERS' })).toHaveFocus();
    expect(within(panel).getByRole('tab', { name: 'FILTERS' })).toHaveAttribute('aria-selected', 'true');
    expect(within(panel).getByText('Auditable only')).toBeVisible();
    await userEvent.keyboard('{Home}');
    expect(within(panel).getByRole('tab', { name: 'VIEWS' })).toHaveFocus();
    expect(within(panel).getByText('Action Required (3)')).toBeVisible();
  });

  it('calls Reset and Apply', async () => {
    const { onReset, onApply } = renderInvoices();
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(onApply).toHaveBeenCalledTimes(1);
  });

  it('collapses and reopens the side panel from the top bar', async () => {
    renderInvoices();
    await userEvent.click(screen.getByRole('button', { name: 'Hide side panel' }));
    expect(screen.queryByRole('complementary', { name: 'Views and filters' })).not.toBeInTheDocument();
    expect(screen.getByText('Invoice 1001')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Show side panel' }));
    expect(screen.getByRole('complementary', { name: 'Views and filters' })).toBeInTheDocument();
  });

  it('shows skeleton placeholders while loading, not the list', () => {
    renderInvoices({ loading: true });
    expect(screen.getByRole('status', { name: 'Loading list' })).toBeInTheDocument();
    expect(screen.queryByText('Invoice 1001')).not.toBeInTheDocument();
  });

  it('shows the empty message when nothing matches', () => {
    renderInvoices({ empty: true });
    expect(screen.getByText('No Matching Invoices Found')).toBeInTheDocument();
    expect(screen.queryByText('Invoice 1001')).not.toBeInTheDocument();
  });

  it('puts the title in the sticky top bar', () => {
    renderInvoices();
    const topBar = screen.getByRole('banner');
    expect(within(topBar).getByRole('heading', { name: 'Third Party Payer Invoices' })).toBeInTheDocument();
    // Sticky below whatever the host keeps above the page; at the top when the remote runs alone.
    expect(topBar).toHaveStyle({ position: 'sticky', top: 'var(--trucks-sticky-top, 0px)' });
  });
});

describe('ListPage on a phone', () => {
  jest.setTimeout(30_000);
  afterEach(() => restoreViewport());

  it('keeps the list full width and opens the views and filters as a drawer, closed by Apply', async () => {
    setViewportWidth(PHONE_WIDTH);
    const { onApply } = renderInvoices();
    expect(screen.queryByRole('tab', { name: 'VIEWS' })).not.toBeInTheDocument();
    expect(screen.getByText('Invoice 1001')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Show side panel' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('tab', { name: 'FILTERS' })).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalled();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Show side panel' })).toHaveAttribute(
        'aria-expanded',
        'false',
      ),
    );
  });
});
