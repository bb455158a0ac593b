import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { API } from '@trucks/shared-contracts/api/catalogue';
import type { AccountingSummary } from '@trucks/shared-contracts/domain/accounting';
import { installApiDouble } from '@trucks/shared-ui/api-double';
import { currentAddress, renderInApp, signedInUser } from '@trucks/shared-ui/testing';
import { AccountingInvoicePreviewPage } from './accounting-invoice-preview-page';
import { AccountingPage } from './accounting-page';
import { DashboardAccounting as DashboardAccountingTab } from './dashboard-accounting';
import { apInvoice, invoiceDetail, invoiceDocument, pageOf } from '../../../test/fixtures';

jest.setTimeout(30_000);

const carrier = signedInUser({ permissions: ['CarrierPortal'] });

const StandaloneRoutes = () => (
  <Routes>
    <Route path="/accounting" element={<AccountingPage />} />
    <Route
      path="/accounting/AP-1001/preview"
      element={<AccountingInvoicePreviewPage invoiceNumber="AP-1001" />}
    />
    <Route path="/accounting/NOPE/preview" element={<AccountingInvoicePreviewPage invoiceNumber="NOPE" />} />
  </Routes>
);

const summary: AccountingSummary = {
  statuses: [
    { status: 'All', amount: 9000, shipmentCount: 9 },
    { status: 'UnInvoiced', amount: 1500, shipmentCount: 1 },
    { status: 'Pending', amount: 2500, shipmentCount: 2 },
    { status: 'Invoiced', amount: 3000, shipmentCount: 3 },
    { status: 'Paid', amount: 2000, shipmentCount: 3 },
  ],
};

describe('/accounting (spec 001 §2)', () => {
  it('opens on Action Required (uninvoiced), 50 a page, each tab with its amount and shipment count, balance due by the shared rule', async () => {
    const api = installApiDouble()
      .on(API.financials.apInvoices, pageOf([apInvoice({ paidAmount: 100 })], 1))
      .on(API.financials.apInvoiceSummary, summary);
    renderInApp(<StandaloneRoutes />, { route: '/accounting', user: carrier });

    expect(await screen.findByRole('link', { name: 'AP-1001' })).toBeInTheDocument();
    expect(api.requests(API.financials.apInvoices)[0]?.query).toEqual({
      status: 'UnInvoiced',
      page: '1',
      pageSize: '50',
    });
    const tabs = screen.getByRole('list', { name: 'Accounting tabs' });
    expect(await within(tabs).findByText('Action Required · $1,500.00')).toBeInTheDocument();
    expect(within(tabs).getByText('Pending · $2,500.00')).toBeInTheDocument();
    expect(within(tabs).getByText('In Progress · $3,000.00')).toBeInTheDocument();
    expect(within(tabs).getByText('Paid · $2,000.00')).toBeInTheDocument();
    expect(screen.getByRole('note', { name: 'Tab totals' })).toHaveTextContent('Action Required: $1,500.00');
    expect(screen.getByRole('note', { name: 'Tab totals' })).toHaveTextContent('1 shipment');
    // Balance due: 1500 - (45.50 fees + 100 paid).
    expect(screen.getByText('$1,354.50')).toBeInTheDocument();
    expect(screen.getByText('Proof of Delivery')).toBeInTheDocument();
    expect(screen.getByText('Dallas, TX → Memphis, TN')).toBeInTheDocument();
  });

  it('Paid shows the last 60 days and says so when empty; search and dates reach the calls and the address', async () => {
    const api = installApiDouble()
      .on(API.financials.apInvoices, (request) =>
        request.query.status === 'Paid' ? pageOf([], 0) : pageOf([apInvoice()], 1),
      )
      .on(API.financials.apInvoiceSummary, summary);
    renderInApp(<StandaloneRoutes />, { route: '/accounting', user: carrier });
    await screen.findByRole('link', { name: 'AP-1001' });

    await userEvent.click(within(screen.getByRole('list', { name: 'Accounting tabs' })).getByText(/^Paid/));
    expect(await screen.findByText('No invoices paid in the last 60 days')).toBeInTheDocument();
    await waitFor(() => expect(currentAddress()).toHaveTextContent('status=Paid'));

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search invoices' }), 'S1001{Enter}');
    await waitFor(() =>
      expect(api.requests(API.financials.apInvoices).at(-1)?.query).toEqual({
        status: 'Paid',
        searchTerm: 'S1001',
        page: '1',
        pageSize: '50',
      }),
    );
    expect(api.requests(API.financials.apInvoiceSummary).at(-1)?.query).toEqual({ searchTerm: 'S1001' });
    expect(await screen.findByText('No Matching Invoices Found')).toBeInTheDocument();
  });

  it('shows the error of a failed list with Retry', async () => {
    installApiDouble()
      .on(API.financials.apInvoices, { status: 500, body: { detail: 'Invoices are unavailable' } })
      .on(API.financials.apInvoiceSummary, summary);
    renderInApp(<StandaloneRoutes />, { route: '/accounting', user: carrier });
    expect(await screen.findByText('Invoices are unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('sets the unsettled invoice reminders for a user with CarrierBillingSettings', async () => {
    const api = installApiDouble()
      .on(API.financials.apInvoices, pageOf([apInvoice()], 1))
      .on(API.financials.apInvoiceSummary, summary)
      .on(API.carriers.updateUnsettledInvoiceNotificationSchedule, { schedule: 'Daily' });
    renderInApp(<StandaloneRoutes />, {
      route: '/accounting',
      user: signedInUser({ permissions: ['CarrierPortal', 'CarrierBillingSettings'] }),
    });
    await userEvent.click(await screen.findByRole('button', { name: /Invoice reminders/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Daily' }));
    expect(await screen.findByText('Unsettled invoice reminders set to daily')).toBeInTheDocument();
    const sent = api.requests(API.carriers.updateUnsettledInvoiceNotificationSchedule)[0];
    expect(sent?.params).toEqual({ id: 'C-100' });
    expect(sent?.body).toEqual({ schedule: 'Daily' });
  });

  it("says the server's reason when the reminders cannot be saved", async () => {
    installApiDouble()
      .on(API.financials.apInvoices, pageOf([apInvoice()], 1))
      .on(API.financials.apInvoiceSummary, summary)
      .on(API.carriers.updateUnsettledInvoiceNotificationSchedule, {
        status: 400,
        body: { detail: 'Reminders are managed by your factoring company' },
      });
    renderInApp(<StandaloneRoutes />, {
      route: '/accounting',
      user: signedInUser({ permissions: ['CarrierPortal', 'CarrierBillingSettings'] }),
    });
    await userEvent.click(await screen.findByRole('button', { name: /Invoice reminders/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Weekly' }));
    expect(await screen.findByText(/Reminders are managed by your factoring company/)).toBeInTheDocument();
    expect(screen.queryByText('Unsettled invoice reminders set to weekly')).not.toBeInTheDocument();
  });

  it('offers no reminder setting without CarrierBillingSettings', async () => {
    installApiDouble()
      .on(API.financials.apInvoices, pageOf([apInvoice()], 1))
      .on(API.financials.apInvoiceSummary, summary);
    renderInApp(<StandaloneRoutes />, { route: '/accounting', user: carrier });
    await screen.findByRole('link', { name: 'AP-1001' });
    expect(screen.queryByRole('button', { name: /Invoice reminders/ })).not.toBeInTheDocument();
  });
});

describe('/accounting/{invoiceNumber}/preview', () => {
  it("shows the invoice's status chip, charges (rate x units, total), documents and summary", async () => {
    const api = installApiDouble()
      .on(
        API.financials.invoice,
        invoiceDetail({ invoiceNumber: 'AP-1001', status: { status: 'SETTLED', description: 'Settled' } }),
      )
      .on(API.financials.invoiceDocuments, [
        invoiceDocument(),
        invoiceDocument({ id: null, name: 'Carrier invoice', type: 18, required: true }),
      ]);
    renderInApp(<StandaloneRoutes />, { route: '/accounting/AP-1001/preview', user: carrier });

    expect(await screen.findByText('Detention')).toBeInTheDocument();
    expect(api.requests(API.financials.invoice)[0]?.params).toEqual({ id: 'AP-1001' });
    const chip = screen.getAllByText('Settled').find((node) => node.classList.contains('ant-tag'));
    expect(chip).toHaveClass('ant-tag-blue');
    expect(screen.getByText('$150.00')).toBeInTheDocument(); // 75 x 2
    expect(screen.getAllByText('$1,250.00').length).toBeGreaterThanOrEqual(2); // charges total, total
    expect(screen.getByText('$1,204.50')).toBeInTheDocument();
    expect(await screen.findByText('pod.pdf')).toBeInTheDocument();
    expect(screen.getByText('Required, not uploaded')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'S1001' })).toHaveAttribute(
      'href',
      '/all-shipments/S1001/preview',
    );
  });

  it('names a shipment not yet invoiced by its shipment', async () => {
    installApiDouble()
      .on(API.financials.invoice, invoiceDetail({ invoiceNumber: '', shipmentNumber: 'S1001' }))
      .on(API.financials.invoiceDocuments, []);
    renderInApp(<StandaloneRoutes />, { route: '/accounting/AP-1001/preview', user: carrier });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Shipment S1001 (not invoiced)' }),
    ).toBeInTheDocument();
  });

  it("says 'Invoice number is not valid' for an unknown invoice (spec 001 §8)", async () => {
    installApiDouble().on(API.financials.invoice, {
      status: 404,
      body: { title: 'Not Found', detail: 'Invoice number is not valid' },
    });
    renderInApp(<StandaloneRoutes />, { route: '/accounting/NOPE/preview', user: carrier });
    expect(await screen.findByText('Invoice Not Found')).toBeInTheDocument();
    expect(screen.getByText('Invoice number is not valid')).toBeInTheDocument();
  });
});

describe('./DashboardAccountingTab', () => {
  function renderTab(route: string) {
    return renderInApp(
      <Routes>
        <Route
          path="/dashboard/accounting"
          element={<DashboardAccountingTab basePath="/dashboard/accounting" />}
        />
        <Route
          path="/dashboard/accounting/:id/preview"
          element={<DashboardAccountingTab basePath="/dashboard/accounting" previewId="AP-1001" />}
        />
      </Routes>,
      { route, user: carrier },
    );
  }

  it('lists the invoices needing action with the tab total', async () => {
    const api = installApiDouble()
      .on(API.financials.apInvoices, pageOf([apInvoice()], 1))
      .on(API.financials.apInvoiceSummary, summary);
    renderTab('/dashboard/accounting');
    expect(await screen.findByRole('link', { name: 'Shipment S1001' })).toHaveAttribute(
      'href',
      '/dashboard/accounting/AP-1001/preview',
    );
    expect(await screen.findByText('Action Required: $1,500.00 · 1 shipment')).toBeInTheDocument();
    expect(api.requests(API.financials.apInvoices)[0]?.query).toEqual({
      status: 'UnInvoiced',
      page: '1',
      pageSize: '10',
    });
  });

  it('says when nothing needs action', async () => {
    installApiDouble()
      .on(API.financials.apInvoices, pageOf([], 0))
      .on(API.financials.apInvoiceSummary, summary);
    renderTab('/dashboard/accounting');
    expect(await screen.findByText('No invoices need action')).toBeInTheDocument();
  });

  it('previews the invoice the route names in a drawer and closes back to the tab', async () => {
    installApiDouble()
      .on(API.financials.apInvoices, pageOf([apInvoice()], 1))
      .on(API.financials.apInvoiceSummary, summary)
      .on(API.financials.invoice, invoiceDetail({ invoiceNumber: 'AP-1001' }))
      .on(API.financials.invoiceDocuments, []);
    renderTab('/dashboard/accounting/AP-1001/preview');
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('Detention')).toBeInTheDocument();
    expect(await within(drawer).findByText('No documents found for invoice')).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close preview' }));
    await waitFor(() => expect(currentAddress()).toHaveTextContent(/^\/dashboard\/accounting$/));
  });
});
