import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { Route, Routes } from 'react-router';
import { API } from '@trucks/shared-contracts/api/catalogue';
import { installApiDouble } from '@trucks/shared-ui/api-double';
import { currentAddress, renderInApp, signedInUser } from '@trucks/shared-ui/testing';
import { apInvoice, invoiceDetail, pageOf } from '../../../test/fixtures';
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
