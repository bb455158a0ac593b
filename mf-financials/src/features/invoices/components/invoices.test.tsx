import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { Route, Routes } from 'react-router';
import { API } from '@trucks/shared-contracts/api/catalogue';
import { installApiDouble } from '@trucks/shared-ui/api-double';
import { currentAddress, renderInApp, signedInUser } from '@trucks/shared-ui/testing';
import { apInvoice, invoiceDetail, pageOf } from '../../../test/fixtures';
import { invoiceListQuery } from './invoice-list-query';
import { InvoicePreviewPage } from './invoice-preview-page';
import { InvoicesPage } from './invoices-page';

jest.setTimeout(30_000);

const carrier = signedInUser();
const routes = (
  <Routes>
    <Route path="/invoices" element={<InvoicesPage />} />
    <Route path="/invoices/AP-1001/preview" element={<InvoicePreviewPage invoiceNumber="AP-1001" />} />
  </Routes>
);
const filters = (over: Partial<Parameters<typeof invoiceListQuery>[0]>) => ({
  quickFilter: 'None',
  dateFilter: 'Last60Days',
  rangeStart: '',
  rangeEnd: '',
  ...over,
});

describe('invoiceListQuery (spec 001 §4 quick filters and date filter types)', () => {
  const today = dayjs('2026-11-24T12:00:00');
  it.each([
    ['None', 'All'],
    ['Active', 'Pending'],
    ['ActionRequired', 'UnInvoiced'],
    ['InProcess', 'Invoiced'],
    ['Paid', 'Paid'],
  ])('quick filter %s sends status %s', (quickFilter, status) => {
    expect(invoiceListQuery(filters({ quickFilter }), 1, 50, today).status).toBe(status);
  });

  it('Last 60 Days by default, Today, Week and Range by shipment date', () => {
    expect(invoiceListQuery(filters({}), 1, 50, today)).toMatchObject({
      shipmentDateStart: '2026-09-25',
      shipmentDateEnd: '2026-11-24',
    });
    expect(invoiceListQuery(filters({ dateFilter: 'Today' }), 1, 50, today)).toMatchObject({
      shipmentDateStart: '2026-11-24',
      shipmentDateEnd: '2026-11-24',
    });
    expect(invoiceListQuery(filters({ dateFilter: 'Week' }), 1, 50, today)).toMatchObject({
      shipmentDateStart: '2026-11-22',
      shipmentDateEnd: '2026-11-28',
    });
    expect(
      invoiceListQuery(
        filters({ dateFilter: 'Range', rangeStart: '2026-10-01', rangeEnd: '2026-10-31' }),
        2,
        50,
        today,
      ),
    ).toEqual({
      status: 'All',
      shipmentDateStart: '2026-10-01',
      shipmentDateEnd: '2026-10-31',
      page: 2,
      pageSize: 50,
    });
  });
});

describe('/invoices', () => {
  it('lists the invoices of the last 60 days and filters by a quick filter', async () => {
    const api = installApiDouble().on(API.financials.apInvoices, pageOf([apInvoice()], 1));
    renderInApp(routes, { route: '/invoices', user: carrier });
    expect(await screen.findByRole('link', { name: 'AP-1001' })).toHaveAttribute(
      'href',
      '/invoices/AP-1001/preview',
    );
    expect(api.requests(API.financials.apInvoices)[0]?.query).toMatchObject({
      status: 'All',
      pageSize: '50',
    });
    await userEvent.click(
      within(screen.getByRole('list', { name: 'Invoice quick filters' })).getByText('Action Required'),
    );
    await waitFor(() =>
      expect(api.requests(API.financials.apInvoices).at(-1)?.query).toMatchObject({ status: 'UnInvoiced' }),
    );
    await waitFor(() => expect(currentAddress()).toHaveTextContent('quickFilter=ActionRequired'));
  });

  it('loads the date filter types with the FILTERS tab; Range waits for both dates', async () => {
    const api = installApiDouble().on(API.financials.apInvoices, pageOf([apInvoice()], 1));
    renderInApp(routes, { route: '/invoices', user: carrier });
    await screen.findByRole('link', { name: 'AP-1001' });
    expect(screen.queryByRole('radio', { name: 'Today' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'FILTERS' }));
    expect(await screen.findByRole('radio', { name: 'Last 60 Days' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Range' }));
    expect(screen.getByLabelText('From - To')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();

    await userEvent.click(screen.getByRole('radio', { name: 'Today' }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const today = dayjs().format('YYYY-MM-DD');
    await waitFor(() =>
      expect(api.requests(API.financials.apInvoices).at(-1)?.query).toMatchObject({
        shipmentDateStart: today,
        shipmentDateEnd: today,
      }),
    );
    await waitFor(() => expect(currentAddress()).toHaveTextContent('dateFilter=Today'));
  });

  it('previews an invoice with its charges', async () => {
    installApiDouble()
      .on(API.financials.invoice, invoiceDetail({ invoiceNumber: 'AP-1001' }))
      .on(API.financials.invoiceDocuments, []);
    renderInApp(routes, { route: '/invoices/AP-1001/preview', user: carrier });
    expect(await screen.findByText('Line haul')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Invoice AP-1001' })).toBeInTheDocument();
    expect(await screen.findByText('No documents found for invoice')).toBeInTheDocument();
  });
});
