// Invoices, payments, audit history and static data over the real server: the spec's filters and
// page sizes, the invoice form's save rules, and scoping of money to the carrier billed.
import { API } from '@trucks/shared-contracts/api/catalogue';
import { EntityType } from '@trucks/shared-contracts/domain/entity-type';
import { InvoiceStatus } from '@trucks/shared-contracts/domain/invoice-status';
import { ApInvoiceStatusFilter } from '@trucks/shared-contracts/domain/invoice-filter';
import { ShipmentStatus } from '@trucks/shared-contracts/domain/shipment-status';
import type { AccountingSummary, ApInvoice, Payment } from '@trucks/shared-contracts/domain/accounting';
import type {
  InvoiceDetail,
  RequiredDocumentRequirement,
  ThirdPartyInvoiceListItem,
} from '@trucks/shared-contracts/domain/invoice';
import type { PagedList } from '@trucks/shared-contracts/domain/paged-list';
import type { PaymentDetailPage } from '@trucks/shared-contracts/api/catalogue/financials';
import { TEST_REFERENCE_DATE } from '../test-support/trucks-api-harness';
import { useTrucksApi } from '../test-support/trucks-api-suite';
import { DEMO_COMPANIES } from '../../../demo-accounts';
import {
  INVOICE_EMPTY_MESSAGE,
  INVOICE_LOCKED_MESSAGE,
  INVOICE_UNDELIVERED_MESSAGE,
} from './invoice-handlers';

const F = API.financials;
const carrier = DEMO_COMPANIES.carrier.id;
// The server's clock is the seed's reference day, so "last 3 months" and "60 days" are stable.
const trucks = useTrucksApi(
  { admin: 'carrier-admin', driver: 'driver', factoring: 'factoring' },
  { now: () => new Date(TEST_REFERENCE_DATE.getTime() + 12 * 3_600_000) },
);

const ownThirdParty = () =>
  [...trucks.api.store.thirdPartyInvoices.values()].filter((i) => i.carrierId === carrier);
type Problem = { status: number; errors?: Record<string, string[]>; detail?: string };

describe('third-party payer invoices (GET v1/third_party_payer_invoices)', () => {
  it('lists the carrier’s invoices 50 to a page, filtered by status and search', async () => {
    const page = (await trucks.admin.call(F.thirdPartyInvoices)).json<PagedList<ThirdPartyInvoiceListItem>>();
    expect(page).toMatchObject({ page: 1, pageSize: 50, totalCount: ownThirdParty().length });
    expect(page.data[0]).not.toHaveProperty('detail');

    const received = (
      await trucks.admin.call(F.thirdPartyInvoices, {
        query: { status: InvoiceStatus.Received, pageSize: 1 },
      })
    ).json<PagedList<ThirdPartyInvoiceListItem>>();
    expect(received.totalCount).toBe(
      ownThirdParty().filter((i) => i.status.status === InvoiceStatus.Received).length,
    );
    expect(received.data).toHaveLength(1);

    const one = ownThirdParty()[3]!;
    const found = (
      await trucks.admin.call(F.thirdPartyInvoices, { query: { query: one.invoiceNumber } })
    ).json<PagedList<ThirdPartyInvoiceListItem>>();
    expect(found.data.map((i) => i.invoiceId)).toEqual([one.invoiceId]);
  });

  it('counts action-required invoices with pageSize 0 (spec 001 §7) and filters load dates', async () => {
    const counter = (
      await trucks.admin.call(F.thirdPartyInvoices, {
        query: { pageSize: 0, actionRequired: true, isAuditable: true },
      })
    ).json<PagedList<ThirdPartyInvoiceListItem>>();
    expect(counter.data).toEqual([]);
    expect(counter.totalCount).toBe(ownThirdParty().filter((i) => i.actionRequired && i.isAuditable).length);
    expect(counter.totalCount).toBeGreaterThan(0);

    const start = '2026-02-01';
    const end = '2026-02-28';
    const inFebruary = (
      await trucks.admin.call(F.thirdPartyInvoices, {
        query: { loadDateStart: start, loadDateEnd: end, pageSize: 500 },
      })
    ).json<PagedList<ThirdPartyInvoiceListItem>>();
    expect(inFebruary.totalCount).toBe(
      ownThirdParty().filter((i) => i.loadDate >= start && i.loadDate < '2026-03-01').length,
    );
  });

  it('rejects bad filters with model-state errors', async () => {
    const response = await trucks.admin.call(F.thirdPartyInvoices, {
      query: { status: 'LOST', loadDateStart: 'yesterday', pageSize: -1 },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<Problem>().errors!).sort()).toEqual([
      'loadDateStart',
      'pageSize',
      'status',
    ]);
  });

  it('needs a billing role (spec 001 §6): the driver gets 403', async () => {
    expect((await trucks.driver.call(F.thirdPartyInvoices)).statusCode).toBe(403);
  });

  it('shows the factoring company the invoices it is paid for, and nobody another carrier’s invoice', async () => {
    const factored = [...trucks.api.store.thirdPartyInvoices.values()].filter(
      (i) => i.detail.factoringCompany?.id === DEMO_COMPANIES.factoring.id,
    );
    expect(
      (await trucks.factoring.call(F.thirdPartyInvoices, { query: { pageSize: 0 } })).json<
        PagedList<ThirdPartyInvoiceListItem>
      >().totalCount,
    ).toBe(factored.length);
    const foreign = [...trucks.api.store.thirdPartyInvoices.values()].find((i) => i.carrierId !== carrier)!;
    const response = await trucks.admin.call(F.invoice, { params: { id: foreign.invoiceId } });
    expect(response.statusCode).toBe(404);
    expect(response.json<Problem>().detail).toBe('Invoice number is not valid');
  });
});

describe('invoice PATCH (externalInvoiceNumber, externalInvoiceAmount)', () => {
  const draftOn = (delivered: boolean) =>
    ownThirdParty().find(
      (i) =>
        i.status.status === InvoiceStatus.Draft &&
        trucks.api.store.shipments.get(i.shipmentId)!.status >= ShipmentStatus.Delivered === delivered,
    )!;

  it('saves a delivered draft invoice; the invoice and its audit history show it', async () => {
    const invoice = draftOn(true);
    const response = await trucks.admin.call(F.updateInvoice, {
      params: { invoiceId: invoice.invoiceId },
      body: { externalInvoiceNumber: 'LS-2026-0042', externalInvoiceAmount: 1875.5 },
    });
    expect(response.statusCode).toBe(200);
    const detail = (
      await trucks.admin.call(F.invoice, { params: { id: invoice.invoiceId } })
    ).json<InvoiceDetail>();
    expect(detail).toMatchObject({
      externalInvoiceNumber: 'LS-2026-0042',
      externalInvoiceAmount: 1875.5,
      shipmentNumber: invoice.shipmentNumber,
    });
    const audit = (
      await trucks.admin.call(F.auditHistory, {
        query: { entityType: EntityType.ThirdParty, entityId: invoice.invoiceId },
      })
    ).json<PagedList<{ field: string; newValue: string | null }>>();
    expect(
      audit.data
        .filter((e) => e.field.startsWith('externalInvoice'))
        .map((e) => e.newValue)
        .sort(),
    ).toEqual(['1875.50', 'LS-2026-0042']);
  });

  it('refuses once the invoice is RECEIVED, before delivery, and with neither value; changes nothing', async () => {
    const received = ownThirdParty().find((i) => i.status.status === InvoiceStatus.Received)!;
    const before = { ...received.detail };
    const locked = await trucks.admin.call(F.updateInvoice, {
      params: { invoiceId: received.invoiceId },
      body: { externalInvoiceNumber: 'X-1' },
    });
    expect(locked.statusCode).toBe(400);
    expect(locked.json<Problem>().errors).toEqual({ status: [INVOICE_LOCKED_MESSAGE] });

    const undelivered = draftOn(false);
    const early = await trucks.admin.call(F.updateInvoice, {
      params: { invoiceId: undelivered.invoiceId },
      body: { externalInvoiceAmount: 10 },
    });
    expect(early.json<Problem>().errors).toEqual({ shipment: [INVOICE_UNDELIVERED_MESSAGE] });

    const delivered = draftOn(true);
    expect(
      (
        await trucks.admin.call(F.updateInvoice, { params: { invoiceId: delivered.invoiceId }, body: {} })
      ).json<Problem>().errors,
    ).toEqual({
      externalInvoiceNumber: [INVOICE_EMPTY_MESSAGE],
      externalInvoiceAmount: [INVOICE_EMPTY_MESSAGE],
    });
    const wrongTypes = await trucks.admin.call(F.updateInvoice, {
      params: { invoiceId: delivered.invoiceId },
      body: { externalInvoiceAmount: 'twelve', status: 'PAID_IN_FULL' },
    });
    expect(wrongTypes.statusCode).toBe(400);
    expect(Object.keys(wrongTypes.json<Problem>().errors!).sort()).toEqual(['body', 'externalInvoiceAmount']);
    expect(received.detail).toEqual(before);
    expect(
      (
        await trucks.admin.call(F.updateInvoice, {
          params: { invoiceId: 'no-such-invoice' },
          body: { externalInvoiceNumber: 'A' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('lists what still has to be uploaded for an invoice', async () => {
    const invoice = ownThirdParty().find(
      (i) => i.numberOfUploadedRequiredDocuments < i.numberOfRequiredDocuments,
    )!;
    const required = (
      await trucks.admin.call(F.invoiceRequiredDocuments, { params: { id: invoice.invoiceId } })
    ).json<RequiredDocumentRequirement[]>();
    expect(required).toHaveLength(
      invoice.numberOfRequiredDocuments - invoice.numberOfUploadedRequiredDocuments,
    );
    expect(required.every((r) => r.shipmentId === invoice.shipmentId)).toBe(true);
  });
});

describe('AP invoices (accounting)', () => {
  it('gives amounts and shipment counts per status that match the lists', async () => {
    const summary = (await trucks.admin.call(F.apInvoiceSummary)).json<AccountingSummary>();
    expect(summary.statuses.map((s) => s.status)).toEqual(Object.values(ApInvoiceStatusFilter));
    for (const tab of summary.statuses) {
      const list = (
        await trucks.admin.call(F.apInvoices, { query: { status: tab.status, pageSize: 500 } })
      ).json<PagedList<ApInvoice>>();
      expect(new Set(list.data.map((i) => i.shipmentId)).size).toBe(tab.shipmentCount);
      expect(Math.round(list.data.reduce((sum, i) => sum + i.amount, 0) * 100) / 100).toBeCloseTo(
        tab.amount,
        2,
      );
    }
    const all = summary.statuses.find((s) => s.status === 'All')!;
    expect(all.shipmentCount).toBe(
      new Set(
        [...trucks.api.store.apInvoices.values()]
          .filter((i) => i.carrierId === carrier)
          .map((i) => i.shipmentId),
      ).size,
    );
  });

  it('keeps the Paid tab to the last 60 days (spec 001 §9) and pages by 50', async () => {
    const paid = (
      await trucks.admin.call(F.apInvoices, { query: { status: ApInvoiceStatusFilter.Paid } })
    ).json<PagedList<ApInvoice>>();
    expect(paid.pageSize).toBe(50);
    const cutoff = TEST_REFERENCE_DATE.getTime() + 12 * 3_600_000 - 60 * 86_400_000;
    expect(paid.data.every((i) => Date.parse(i.paidDate!) >= cutoff)).toBe(true);
    expect((await trucks.admin.call(F.apInvoices, { query: { status: 'Lost' } })).statusCode).toBe(400);
  });

  it('opens an AP invoice in the invoice preview, and refuses to PATCH it', async () => {
    const ap = [...trucks.api.store.apInvoices.values()].find(
      (i) => i.carrierId === carrier && i.invoiceNumber,
    )!;
    const detail = (
      await trucks.admin.call(F.invoice, { params: { id: ap.invoiceNumber! } })
    ).json<InvoiceDetail>();
    expect(detail).toMatchObject({ id: ap.id, total: ap.amount, charges: [{ rate: ap.amount, units: 1 }] });
    expect(
      (
        await trucks.admin.call(F.updateInvoice, {
          params: { invoiceId: ap.id },
          body: { externalInvoiceNumber: 'A' },
        })
      ).statusCode,
    ).toBe(400);
    const shipment = (await trucks.admin.call(F.invoiceShipment, { params: { id: ap.shipmentId } })).json<{
      shipmentNumber: string;
    }>();
    expect(shipment.shipmentNumber).toBe(ap.shipmentNumber);
    const missing = await trucks.admin.call(F.invoiceShipment, { params: { id: 'nope' } });
    expect(missing.json<Problem>().detail).toBe('Shipment ID is not valid');
  });
});

describe('payments', () => {
  it('lists 20 payments a page from the last 3 months by default, newest first', async () => {
    const page = (await trucks.admin.call(F.paymentSummaries)).json<PagedList<Payment>>();
    expect(page.pageSize).toBe(20);
    const threeMonthsAgo = new Date(TEST_REFERENCE_DATE.getTime() + 12 * 3_600_000);
    threeMonthsAgo.setUTCMonth(threeMonthsAgo.getUTCMonth() - 3);
    const expected = [...trucks.api.store.payments.values()].filter(
      (p) =>
        p.carrierId === carrier &&
        Date.parse(p.paymentDate) >= threeMonthsAgo.getTime() &&
        Date.parse(p.paymentDate) <= TEST_REFERENCE_DATE.getTime() + 12 * 3_600_000,
    );
    expect(page.totalCount).toBe(expected.length);
    expect(page.totalCount).toBeGreaterThan(0);
    const dates = page.data.map((p) => Date.parse(p.paymentDate));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(page.data[0]).not.toHaveProperty('details');
  });

  it('shows the invoices one payment settled, and nothing of another carrier’s payment', async () => {
    const payment = [...trucks.api.store.payments.values()].find((p) => p.carrierId === carrier)!;
    const details = (
      await trucks.admin.call(F.paymentDetails, { params: { checkNumber: payment.checkNumber } })
    ).json<PaymentDetailPage>();
    expect(details.payment.checkNumber).toBe(payment.checkNumber);
    expect(details.totalCount).toBe(payment.invoiceCount);
    const foreign = [...trucks.api.store.payments.values()].find(
      (p) => p.carrierId !== carrier && !trucks.api.store.carriers.get(p.carrierId)?.hasFactoringCompany,
    )!;
    expect(
      (await trucks.admin.call(F.paymentDetails, { params: { checkNumber: foreign.checkNumber } }))
        .statusCode,
    ).toBe(404);
  });
});

describe('static data', () => {
  it('serves each named list and 404s an unknown one', async () => {
    const fileTypes = (await trucks.admin.call(F.staticData, { params: { listName: 'fileTypes' } })).json<
      { id: number; name: string }[]
    >();
    expect(fileTypes).toContainEqual({ id: 12, name: 'Proof of Delivery' });
    const states = (await trucks.admin.call(F.staticData, { params: { listName: 'states' } })).json<
      { name: string }[]
    >();
    expect(states.map((s) => s.name)).toEqual(expect.arrayContaining(['TX', 'ON', 'QC']));
    expect((await trucks.admin.call(F.staticData, { params: { listName: 'colours' } })).statusCode).toBe(404);
  });
});
