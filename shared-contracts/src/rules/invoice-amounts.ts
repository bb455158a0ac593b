import type { Charge, ThirdPartyInvoiceListItem } from '../domain/invoice';

/** Money is kept to the cent so 0.1 + 0.2 shows as 0.30, not 0.30000000000000004. */
function toCents(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** Balance due is invoiceAmount minus feeAndBalance (spec 001 §9). */
export function balanceDue(
  invoice: Pick<ThirdPartyInvoiceListItem, 'invoiceAmount' | 'feeAndBalance'>,
): number {
  return toCents(invoice.invoiceAmount - invoice.feeAndBalance);
}

/** A charge's total is rate times units (spec 001 §3). */
export function chargeTotal(charge: Pick<Charge, 'rate' | 'units'>): number {
  return toCents(charge.rate * charge.units);
}

/** Charges total is the sum of rate times units (spec 001 §9). */
export function chargesTotal(charges: readonly Pick<Charge, 'rate' | 'units'>[]): number {
  return toCents(charges.reduce((sum, charge) => sum + charge.rate * charge.units, 0));
}
