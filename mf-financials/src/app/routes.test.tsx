import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageTitleFromPath } from '@trucks/shared-contracts/rules/page-title';
import { NOT_FOUND_TEXT } from '@trucks/shared-ui/not-found';
import { currentAddress, renderWithAddress } from '@trucks/shared-ui/testing';
import { StandaloneRoutes } from './standalone-app';

const renderAt = (route: string) => renderWithAddress(<StandaloneRoutes />, route);

describe('financials routes', () => {
  it.each([
    ['/accounting', 'Accounting', 'Accounting tabs', ['Action Required', 'Pending', 'In Progress', 'Paid']],
    [
      '/invoices',
      'Invoices',
      'Invoice quick filters',
      ['None', 'Active', 'Action Required', 'In Process', 'Paid'],
    ],
    ['/payments', 'Payments', 'Payment views', ['All Payments', 'Check', 'ACH']],
    [
      '/third-party-payer-invoices',
      'Third Party Payer Invoices',
      'Invoice views',
      ['Action Required', 'Draft', 'Received', 'Settled', 'All'],
    ],
  ])('%s shows the list titled %s with its views', async (route, title, viewsLabel, views) => {
    expect(pageTitleFromPath(route)).toBe(title);
    renderAt(route);
    expect(await screen.findByRole('heading', { level: 4, name: title })).toBeInTheDocument();
    const menu = screen.getByRole('menu', { name: viewsLabel });
    for (const view of views) expect(within(menu).getByText(view)).toBeInTheDocument();
  });

  it.each([
    ['/accounting/INV-1/preview', 'Invoice INV-1', ['Charges', 'Documents', 'Summary', 'Invoice Details']],
    ['/invoices/INV-1/preview', 'Invoice INV-1', ['Charges', 'Documents', 'Summary', 'Invoice Details']],
    ['/payments/1001/preview', 'Payment 1001', ['Invoices Paid', 'Payment Summary']],
    [
      '/third-party-payer-invoices/TP-9/preview',
      'Invoice TP-9',
      ['Add Invoice', 'Documents', 'Charges', 'Comments', 'Summary', 'Invoice Details'],
    ],
  ])('%s shows %s with its sections, loading', async (route, caption, sections) => {
    renderAt(route);
    expect(
      await screen.findByRole('heading', { level: 4, name: pageTitleFromPath(route) }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: caption })).toBeInTheDocument();
    for (const section of sections) {
      expect(screen.getByRole('heading', { level: 3, name: section })).toBeInTheDocument();
      expect(screen.getByRole('status', { name: `Loading ${section}` })).toBeInTheDocument();
    }
  });

  it('a preview closes back to its list', async () => {
    const user = userEvent.setup();
    renderAt('/third-party-payer-invoices/TP-9/preview');
    await user.click(await screen.findByRole('button', { name: 'Close invoice' }));
    expect(currentAddress()).toHaveTextContent(/^\/third-party-payer-invoices$/);
  });

  it.each([
    '/accounting/INV-1',
    '/invoices/INV-1/preview/x',
    '/payments/1001',
    '/third-party-payer-invoices/TP-9/edit',
  ])('%s is not a page: Route Not Found', async (route) => {
    renderAt(route);
    expect(await screen.findByText(NOT_FOUND_TEXT)).toBeInTheDocument();
  });
});

describe('accounting tabs', () => {
  it('open on Action Required and switch by address', async () => {
    const user = userEvent.setup();
    renderAt('/accounting');
    const tabs = await screen.findByRole('menu', { name: 'Accounting tabs' });
    await user.click(within(tabs).getByText('Paid'));
    expect(currentAddress()).toHaveTextContent('/accounting?status=Paid');
    expect(screen.getByText('No invoices paid in the last 60 days')).toBeInTheDocument();
  });
});

describe('third-party payer invoices list', () => {
  it('searches from the top box and shows the spec’s empty message', async () => {
    const user = userEvent.setup();
    renderAt('/third-party-payer-invoices');
    expect(await screen.findByText('No Matching Invoices Found')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search invoices' }), 'ACME{Enter}');
    expect(currentAddress()).toHaveTextContent('/third-party-payer-invoices?query=ACME');
  });

  it('offers the date presets, with two date pickers for Range, and auditable only on by default', async () => {
    const user = userEvent.setup();
    renderAt('/third-party-payer-invoices');
    await user.click(await screen.findByRole('tab', { name: 'FILTERS' }));
    for (const preset of ['Today', 'Yesterday', 'This Week', 'Tomorrow', 'Range']) {
      expect(screen.getByRole('radio', { name: preset })).toBeInTheDocument();
    }
    expect(screen.getByRole('checkbox', { name: 'Auditable only' })).toBeChecked();
    expect(screen.queryByLabelText('From')).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Range' }));
    expect(screen.getByLabelText('From')).toBeInTheDocument();
    expect(screen.getByLabelText('To')).toBeInTheDocument();
    // A range without both dates cannot be applied.
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: 'Yesterday' }));
    await user.click(screen.getByRole('checkbox', { name: 'Auditable only' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(currentAddress()).toHaveTextContent(
      '/third-party-payer-invoices?datePreset=Yesterday&auditableOnly=false',
    );
  });
});

describe('payments', () => {
  it('filter the last 3 months by default', async () => {
    const user = userEvent.setup();
    renderAt('/payments');
    await user.click(await screen.findByRole('tab', { name: 'FILTERS' }));
    const [start, end] = screen.getAllByRole('textbox');
    const today = new Date();
    const threeMonthsAgo = new Date(today.getFullYear(), today.getMonth() - 3, today.getDate());
    expect(end).toHaveValue(today.toISOString().slice(0, 10));
    expect(start!.getAttribute('value')!.slice(0, 7)).toBe(
      `${threeMonthsAgo.getFullYear()}-${String(threeMonthsAgo.getMonth() + 1).padStart(2, '0')}`,
    );
  });
});
