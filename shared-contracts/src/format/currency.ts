// 'accounting' sign puts negatives in parentheses, as the spec asks (000 §9, 001 §9): -12.5 -> '($12.50)'.
const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  currencySign: 'accounting',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * US dollars with two decimals, negatives in parentheses. A missing or non-finite amount gives ''
 * so a card shows a blank rather than '$NaN'.
 */
export function formatCurrency(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '';
  // Round first so -0.004 shows '$0.00', not '($0.00)'.
  const cents = Math.round(amount * 100) / 100;
  return usd.format(cents === 0 ? 0 : cents);
}
