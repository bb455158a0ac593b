import { screen } from '@testing-library/react';
import { API } from '@trucks/shared-contracts/api/catalogue';
import { installApiDouble } from '@trucks/shared-ui/api-double';
import { renderInApp, signedInUser } from '@trucks/shared-ui/testing';
import { apInvoice, invoiceDetail, pageOf } from '../../../test/fixtures';
import { ShipmentFinancials } from './shipment-financials';

const carrier = signedInUser();

describe('./ShipmentFinancials', () => {
  it("shows the shipment's invoice, charges, balance and payment status", async () => {
    const api = installApiDouble()
      .on(
        API.financials.apInvoices,
        pageOf([
          apInvoice({ shipmentNumber: 'S10011', id: 'ap-9' }),
          apInvoice({
            status: 3,
            paidAmount: 1000,
            paidDate: '2026-11-15T15:00:00Z',
            checkNumber: 'CHK-5001',
            missingDocuments: [],
          }),
        ]),
      )
      .on(API.financials.invoice, invoiceDetail({ invoiceNumber: 'AP-1001' }));
    renderInApp(<ShipmentFinancials shipmentNumber="S1001" />, { user: carrier });

    expect(await screen.findByRole('link', { name: 'AP-1001' })).toHaveAttribute(
      'href',
      '/accounting/AP-1001/preview',
    );
    expect(api.requests(API.financials.apInvoices)[0]?.query).toEqual({
      status: 'All',
      searchTerm: 'S1001',
      page: '1',
      pageSize: '50',
    });
    expect(screen.getByText('Paid In Full')).toHaveClass('ant-tag-green');
    expect(await screen.findByText('Detention')).toBeInTheDocument();
    expect(api.requests(API.financials.invoice)[0]?.params).toEqual({ id: 'AP-1001' });
    expect(screen.getByText('Paid on Nov 15, 2026')).toBeInTheDocument();
    expect(screen.getByText('$454.50')).toBeInTheDocument(); // 1500 - (45.50 + 1000)
    expect(screen.getByRole('link', { name: 'CHK-5001' })).toHaveAttribute(
      'href',
      '/payments/CHK-5001/preview',
    );
  });

  it('says when the shipment has no invoice yet', async () => {
    installApiDouble().on(API.financials.apInvoices, pageOf([]));
    renderInApp(<ShipmentFinancials shipmentNumber="S1001" />, { user: carrier });
    expect((await screen.findAllByText('No invoice for this shipment yet')).length).toBe(2);
    expect(screen.getByText('No payments for this shipment yet')).toBeInTheDocument();
  });

  it('shows a failed read with Retry', async () => {
    installApiDouble().on(API.financials.apInvoices, {
      status: 500,
      body: { detail: 'Invoices are unavailable' },
    });
    renderInApp(<ShipmentFinancials shipmentNumber="S1001" />, { user: carrier });
    expect(await screen.findByText('Invoices are unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
