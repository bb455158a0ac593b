import { balanceDue, chargesTotal, chargeTotal } from './invoice-amounts';

describe('invoice amounts (spec 001 §3, §9)', () => {
  it('"Balance due is invoiceAmount minus feeAndBalance"', () => {
    expect(balanceDue({ invoiceAmount: 1250.5, feeAndBalance: 37.52 })).toBe(1212.98);
    expect(balanceDue({ invoiceAmount: 100, feeAndBalance: 150 })).toBe(-50);
  });
  it('"A charge ... its total is rate times units"', () => {
    expect(chargeTotal({ rate: 2.15, units: 412 })).toBe(885.8);
  });
  it('"Charges total is the sum of rate times units", to the cent', () => {
    expect(
      chargesTotal([
        { rate: 0.1, units: 1 },
        { rate: 0.2, units: 1 },
      ]),
    ).toBe(0.3);
    expect(
      chargesTotal([
        { rate: 1500, units: 1 },
        { rate: 75, units: 2 },
        { rate: 2.5, units: 100 },
      ]),
    ).toBe(1900);
    expect(chargesTotal([])).toBe(0);
  });
});
