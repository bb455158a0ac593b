// A factoring company user (FactoringCompanyPortal, role AR, no 3PL network) works the money side
// (issue 14): accounting with its tabs, payment remittance, and a payment whose preview adds up to its
// amount; the side navigation offers no Third Party Payer Invoices (it needs has3PLNetwork).
import { API } from '@trucks/shared-contracts/api/catalogue';
import { formatCurrency } from '@trucks/shared-contracts/format/currency';
import { expect, test } from '../fixtures/portal';
import { callAsPage } from '../fixtures/trucks-api';

test.use({ persona: 'factoring' });

test('sees accounting and payments, and a payment preview that adds up to its amount', async ({
  portal,
  page,
}) => {
  await portal.open('/accounting');
  await expect(page.getByRole('heading', { level: 4, name: 'Accounting' })).toBeVisible();
  const tabs = page.getByRole('list', { name: 'Accounting tabs' });
  for (const tab of ['Action Required', 'Pending', 'In Progress', 'Paid'])
    await expect(tabs.getByRole('button', { name: new RegExp(`^${tab}`) })).toBeVisible();
  await expect(
    portal.shell().getByRole('link', { name: 'Third Party Payer Invoices', exact: true }),
  ).toHaveCount(0);

  await portal.shell().getByRole('link', { name: 'Payment Remittance', exact: true }).click();
  await expect(page).toHaveURL(/\/payments/);
  const payments = await callAsPage(page, API.financials.paymentSummaries, {
    query: { page: 1, pageSize: 20 },
  });
  const small = payments.data.find((p) => p.invoiceCount <= 20) ?? payments.data[0];
  expect(small, 'the seed pays the factoring company').toBeDefined();

  await page.getByRole('link', { name: small!.checkNumber, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: `Payment ${small!.checkNumber}` })).toBeVisible();
  // The Payment Summary section's 'Payment Amount' line (the only row of that name on the page).
  await expect(page.getByRole('heading', { level: 3, name: 'Payment Summary' })).toBeVisible();
  await expect(
    page
      .getByRole('row', { name: /^Payment Amount/ })
      .getByText(formatCurrency(small!.amount), { exact: true }),
  ).toBeVisible();
  if (small!.invoiceCount <= 20) {
    // The totals row's last cell is the paid column: it is the payment's amount.
    await expect(
      page
        .getByRole('row', { name: /^Total/ })
        .getByRole('cell')
        .last(),
    ).toHaveText(formatCurrency(small!.amount));
    await expect(page.getByText(/not the payment's/)).toHaveCount(0);
  }
});
