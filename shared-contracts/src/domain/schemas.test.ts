import { CarrierPaymentConfigurationSchema } from './carrier-payment-configuration';
import { ChargeSchema, InvoiceDetailSchema, ThirdPartyInvoiceListItemSchema } from './invoice';
import { LoggedInUserSchema } from './user';
import { pagedListSchema, rowsOf } from './paged-list';
import { PaymentSchema } from './accounting';

const user = {
  id: 'u1',
  companyId: 'c1',
  companyName: 'Blue Line Freight',
  roles: ['Admin'],
  permissions: ['CarrierPortal', 'SomeFuturePermission'],
  firstName: 'Dana',
  lastName: 'Ruiz',
  userName: 'dana',
  emailAddresses: [{ value: 'dana@example.com' }],
  phoneNumbers: [],
};

describe('LoggedInUserSchema (spec 000 §3)', () => {
  it('applies the spec default "isBookable (default true)" and keeps permissions it does not know', () => {
    const parsed = LoggedInUserSchema.parse(user);
    expect(parsed.isBookable).toBe(true);
    expect(parsed.isBroker).toBe(false);
    expect(parsed.trackingIntegration.samsaraIsExpired).toBe(false);
    expect(parsed.permissions).toEqual(['CarrierPortal', 'SomeFuturePermission']);
  });
  it('rejects a user without permissions rather than guessing access', () => {
    const { permissions: _omitted, ...withoutPermissions } = user;
    expect(LoggedInUserSchema.safeParse(withoutPermissions).success).toBe(false);
  });
});

describe('money schemas', () => {
  it('reject an amount sent as text or NaN', () => {
    expect(
      ChargeSchema.safeParse({ description: 'Linehaul', chargeTypeName: 'LH', rate: '1500', units: 1 })
        .success,
    ).toBe(false);
    expect(
      ChargeSchema.safeParse({ description: 'Linehaul', chargeTypeName: 'LH', rate: Number.NaN, units: 1 })
        .success,
    ).toBe(false);
  });
  it('accept an invoice detail and keep an unknown status string with its description', () => {
    const detail = InvoiceDetailSchema.parse({
      id: 'i1',
      invoiceNumber: 'INV-1',
      shipmentId: 's1',
      status: { status: 'ON_HOLD', description: 'On Hold' },
      balance: 10,
      total: 10,
      charges: [{ description: 'Linehaul', chargeTypeName: 'LH', rate: 10, units: 1 }],
    });
    expect(detail.status).toEqual({ status: 'ON_HOLD', description: 'On Hold' });
  });
  it('check a paged list of third-party invoices', () => {
    const schema = pagedListSchema(ThirdPartyInvoiceListItemSchema);
    const item = {
      invoiceId: '1',
      invoiceNumber: 'INV-1',
      shipmentNumber: '1001',
      customerName: 'Acme',
      status: { status: 'DRAFT', description: 'Draft' },
      shipmentStatus: { description: 'Delivered' },
      invoiceAmount: 1200,
      feeAndBalance: 36,
      createDateTimeStamp: '2024-03-05T14:30:00Z',
      numberOfRequiredDocuments: 2,
      numberOfUploadedRequiredDocuments: 1,
    };
    const page = schema.parse({ data: [item], page: 1, pageSize: 50, totalCount: 1 });
    expect(rowsOf(page)).toHaveLength(1);
    expect(
      schema.safeParse({ data: [{ ...item, invoiceAmount: '1200' }], page: 1, pageSize: 50, totalCount: 1 })
        .success,
    ).toBe(false);
  });
  it('accept only the payment methods of the spec (check 1, ACH 3)', () => {
    const payment = {
      checkNumber: '5001',
      paymentDate: '2024-03-05',
      paymentMethod: 3,
      amount: 950,
      invoiceCount: 2,
    };
    expect(PaymentSchema.safeParse(payment).success).toBe(true);
    expect(PaymentSchema.safeParse({ ...payment, paymentMethod: 2 }).success).toBe(false);
  });
  it('check a payment configuration: quickPayPercent is a fraction', () => {
    const base = {
      paymentType: 1,
      canBookNow: true,
      hasFactoring: false,
      eligibleForQuickPay: true,
      quickPayOptions: [0],
    };
    expect(CarrierPaymentConfigurationSchema.safeParse({ ...base, quickPayPercent: 0.03 }).success).toBe(
      true,
    );
    expect(CarrierPaymentConfigurationSchema.safeParse({ ...base, quickPayPercent: 3 }).success).toBe(false);
  });
});
