import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { API } from '@trucks/shared-contracts/api/catalogue';
import { installApiDouble } from '@trucks/shared-ui/api-double';
import { currentAddress, renderInApp, signedInUser } from '@trucks/shared-ui/testing';
import { pageOf, payment, paymentDetail } from '../../../test/fixtures';
import { paymentWindowDates } from '../api/payments';
import { PaymentPreviewPage } from './payment-preview-page';
import { PaymentsPage } from './payments-page';

jest.setTimeout(30_000);

const factoring = signedInUser({ permissions: ['FactoringCompanyPortal'], roles: ['AP'] });

const routes = (
  <Routes>
    <Route path="/payments" element={<PaymentsPage />} />
    <Route path="/payments/CHK-5001/preview" element={<PaymentPreviewPage checkNumber="CHK-5001" />} />
  </Routes>
);

describe('/payments (spec 001 §2, §9)', () => {
  it('lists the remittances of the last 3 months, 20 a page, Check or ACH', async () => {
    const api = installApiDouble().on(
      API.financials.paymentSummaries,
      pageOf([payment(), payment({ checkNumber: 'ACH-77', paymentMethod: 3, amount: -12.5 })], 2, 1, 20),
    );
    renderInApp(routes, { route: '/payments', user: factoring });
    expect(await screen.findByRole('link', { name: 'CHK-5001' })).toBeInTheDocument();
    expect(api.requests(API.financials.paymentSummaries)[0]?.query).toEqual({
      ...paymentWindowDates('last3Months'),
      page: '1',
      pageSize: '20',
    });
    expect(screen.getByText('Check')).toBeInTheDocument();
    expect(screen.getByText('ACH')).toBeInTheDocument();
    expect(screen.getByText('$2,909.00')).toBeInTheDocument();
    expect(screen.getByText('($12.50)')).toBeInTheDocument();
    expect(screen.getByText('2 payments')).toBeInTheDocument();
  });

  it('another window sends its dates and keeps them in the address; empty says why', async () => {
    const api = installApiDouble().on(API.financials.paymentSummaries, pageOf([], 0, 1, 20));
    renderInApp(routes, { route: '/payments', user: factoring });
    expect(await screen.findByText('No payments in the last 3 months')).toBeInTheDocument();
    await userEvent.click(
      within(screen.getByRole('list', { name: 'Payment views' })).getByText('Last 12 Months'),
    );
    await waitFor(() =>
      expect(api.requests(API.financials.paymentSummaries).at(-1)?.query).toMatchObject(
        paymentWindowDates('last12Months'),
      ),
    );
    await waitFor(() => expect(currentAddress()).toHaveTextContent('window=last12Months'));
    expect(await screen.findByText('No payments in this window')).toBeInTheDocument();
  });
});

describe('/payments/{checkNumber}/preview', () => {
  it('lists the invoices and shipments the payment settled (20 a page) with totals that add up to its amount', async () => {
    const api = installApiDouble().on(API.financials.paymentDetails, {
      ...pageOf(
        [
          paymentDetail(),
          paymentDetail({
            invoiceNumber: 'AP-1002',
            shipmentNumber: 'S1002',
            invoiceAmount: 1500,
            fees: 45.5,
            paidAmount: 1454.5,
          }),
        ],
        2,
        1,
        20,
      ),
      payment: payment(),
    });
    renderInApp(routes, { route: '/payments/CHK-5001/preview', user: factoring });
    expect(await screen.findByText('AP-1002')).toBeInTheDocument();
    expect(api.requests(API.financials.paymentDetails)[0]).toMatchObject({
      params: { checkNumber: 'CHK-5001' },
      query: { page: '1', pageSize: '20' },
    });
    expect(screen.getByRole('link', { name: 'S1002' })).toHaveAttribute(
      'href',
      '/all-shipments/S1002/preview',
    );
    const totals = screen.getByRole('row', { name: /^Total/ });
    expect(
      within(totals)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Total', '$3,000.00', '$91.00', '$2,909.00']);
    expect(screen.getAllByText('$2,909.00')).toHaveLength(2); // total paid = payment amount
    expect(screen.getByText('$3,000.00')).toBeInTheDocument();
    expect(screen.getByText('$91.00')).toBeInTheDocument();
    expect(screen.queryByText(/not the payment's/)).not.toBeInTheDocument();
  });

  it('warns when the invoices do not add up to the payment', async () => {
    installApiDouble().on(API.financials.paymentDetails, {
      ...pageOf([paymentDetail()], 1, 1, 20),
      payment: payment(),
    });
    renderInApp(routes, { route: '/payments/CHK-5001/preview', user: factoring });
    expect(
      await screen.findByText(
        "The invoices listed add up to $1,454.50, not the payment's $2,909.00. Contact billing before reconciling.",
      ),
    ).toBeInTheDocument();
  });

  it('says so when no invoice is listed on the payment', async () => {
    installApiDouble().on(API.financials.paymentDetails, {
      ...pageOf([], 0, 1, 20),
      payment: payment(),
    });
    renderInApp(routes, { route: '/payments/CHK-5001/preview', user: factoring });
    const table = await screen.findByRole('table', { name: 'Invoices paid' });
    expect(
      within(table).getByRole('cell', { name: 'No invoices are listed on this payment.' }),
    ).toBeVisible();
  });

  it('says Payment Not Found for an unknown payment', async () => {
    installApiDouble().on(API.financials.paymentDetails, {
      status: 404,
      body: { title: 'Not Found', detail: 'Payment CHK-5001 was not found.' },
    });
    renderInApp(routes, { route: '/payments/CHK-5001/preview', user: factoring });
    expect(await screen.findByText('Payment Not Found')).toBeInTheDocument();
  });
});
