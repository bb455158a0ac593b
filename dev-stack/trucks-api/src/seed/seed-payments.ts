// Payments: paid AP invoices grouped five to a check (or ACH transfer), some with a quick-pay fee.
import { PaymentMethod } from '@trucks/shared-contracts/domain/payment-method';
import type { CarrierRecord, CompanyRecord } from '../store/records';
import type { ApInvoiceRecord, PaymentRecord } from '../store/store';
import { addDays } from '../store/clock';
import type { Faker } from './seeded-faker';

const FIRST_CHECK_NUMBER = 880_001;

export function seedPayments(
  faker: Faker,
  referenceDay: Date,
  paidByCarrier: ReadonlyMap<string, ApInvoiceRecord[]>,
  parties: {
    companies: ReadonlyMap<string, CompanyRecord>;
    carriers: ReadonlyMap<string, CarrierRecord>;
  },
): Map<string, PaymentRecord> {
  const payments = new Map<string, PaymentRecord>();
  let checkNumber = FIRST_CHECK_NUMBER;
  for (const [carrierId, paid] of paidByCarrier) {
    const method = parties.carriers.get(carrierId)?.paymentConfiguration.paymentType ?? PaymentMethod.Ach;
    for (let i = 0; i < paid.length; i += 5) {
      const group = paid.slice(i, i + 5);
      const number = String(checkNumber++);
      const details = group.map((ap) => {
        const quickPayFee = faker.datatype.boolean(0.2) ? Math.round(ap.amount * 0.03 * 100) / 100 : 0;
        ap.checkNumber = number;
        ap.fees = quickPayFee;
        ap.paidAmount = Math.round((ap.amount - quickPayFee) * 100) / 100;
        return {
          invoiceNumber: ap.invoiceNumber ?? '',
          shipmentNumber: ap.shipmentNumber,
          invoiceAmount: ap.amount,
          fees: quickPayFee,
          paidAmount: ap.paidAmount,
        };
      });
      const latest = group.reduce(
        (max, ap) => (ap.expectedPayDate && ap.expectedPayDate > max ? ap.expectedPayDate : max),
        '',
      );
      const paymentDate =
        latest && latest < referenceDay.toISOString()
          ? latest
          : addDays(referenceDay, -faker.number.int({ min: 1, max: 80 })).toISOString();
      for (const ap of group) ap.paidDate = paymentDate;
      payments.set(number, {
        checkNumber: number,
        paymentDate,
        paymentMethod: method,
        amount: Math.round(details.reduce((sum, d) => sum + d.paidAmount, 0) * 100) / 100,
        invoiceCount: details.length,
        payeeName: parties.companies.get(carrierId)?.name ?? '',
        carrierId,
        details,
      });
    }
  }
  return payments;
}
