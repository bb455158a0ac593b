import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@trucks/shared-contracts/api/catalogue';
import { installRemoteLoader } from '@trucks/shared-contracts/federation/remote-loader';
import { pageTitleFromPath } from '@trucks/shared-contracts/rules/page-title';
import { installApiDouble } from '@trucks/shared-ui/api-double';
import { NOT_FOUND_TEXT } from '@trucks/shared-ui/not-found';
import { currentAddress, renderInApp, signedInUser } from '@trucks/shared-ui/testing';
import { invoiceDetail, invoiceShipment, pageOf, payment } from '../test/fixtures';
import { StandaloneRoutes } from './standalone-app';

jest.setTimeout(30_000);

const renderAt = (route: string) =>
  renderInApp(<StandaloneRoutes />, {
    route,
    user: signedInUser({ roles: ['Admin'], permissions: ['CarrierPortal'], has3PLNetwork: true }),
  });

beforeEach(() => {
  installRemoteLoader(async () => ({ default: () => <p>remote widget</p> }));
  installApiDouble()
    .on(API.financials.apInvoices, pageOf([]))
    .on(API.financials.apInvoiceSummary, { statuses: [] })
    .on(API.financials.paymentSummaries, pageOf([], 0, 1, 20))
    .on(API.financials.thirdPartyInvoices, pageOf([]))
    .on(API.financials.invoice, invoiceDetail({ invoiceNumber: 'INV-1' }))
    .on(API.financials.invoiceDocuments, [])
    .on(API.financials.invoiceShipment, invoiceShipment())
    .on(API.financials.paymentDetails, {
      ...pageOf([], 0, 1, 20),
      payment: payment({ checkNumber: '1001' }),
    });
});

describe('financials routes', () => {
  it.each([
    ['/accounting', 'Accounting', 'Accounting tabs', ['Action Required', 'Pending', 'In Progress', 'Paid']],
    [
      '/invoices',
      'Invoices',
      'Invoice quick filters',
      ['None', 'Active', 'Action Required', 'In Process', 'Paid'],
    ],
    ['/payments', 'Payments', 'Payment views', ['Last 3 Months', 'Last 30 Days', 'Last 12 Months']],
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
    const menu = screen.getByRole('list', { name: viewsLabel });
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
  ])('%s shows %s with its sections', async (route, caption, sections) => {
    renderAt(route);
    expect(
      await screen.findByRole('heading', { level: 4, name: pageTitleFromPath(route) }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: caption })).toBeInTheDocument();
    for (const section of sections)
      expect(screen.getByRole('heading', { level: 3, name: section })).toBeInTheDocument();
  });

  it('a preview closes back to its list', async () => {
    renderAt('/third-party-payer-invoices/TP-9/preview');
    await userEvent.click(await screen.findByRole('button', { name: 'Close invoice' }));
    await waitFor(() => expect(currentAddress()).toHaveTextContent(/^\/third-party-payer-invoices$/));
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
