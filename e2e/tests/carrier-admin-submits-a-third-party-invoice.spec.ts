// A carrier admin submits the carrier's own invoice on a third-party payer invoice (issue 14): the
// Action Required view's count agrees with the API (pageSize 0, actionRequired, isAuditable); an
// invoice on a delivered shipment takes an external invoice number and amount, says 'Invoice updated
// successfully', and the invoice and the counts follow; on an undelivered shipment the form is
// disabled under the spec's banner. On a 390 px phone the cards are one column with no sideways scroll,
// and Page Down moves from card to card (the list is a feed).
import { API } from '@trucks/shared-contracts/api/catalogue';
import { ShipmentStatus } from '@trucks/shared-contracts/domain/shipment-status';
import { expect, test } from '../fixtures/portal';
import { callAsPage } from '../fixtures/trucks-api';

test.use({ persona: 'carrier-admin' });

const actionRequiredCount = async (page: Parameters<typeof callAsPage>[0]) =>
  (
    await callAsPage(page, API.financials.thirdPartyInvoices, {
      query: { actionRequired: true, isAuditable: true, pageSize: 0 },
    })
  ).totalCount;

test('filters to Action Required, submits an invoice number and amount on a delivered shipment, and sees the counts change', async ({
  portal,
  page,
}) => {
  await portal.open('/third-party-payer-invoices');
  const before = await actionRequiredCount(page);
  expect(before, 'the seed gives the demo carrier invoices needing action').toBeGreaterThan(0);
  const views = page.getByRole('list', { name: 'Invoice views' });
  // The view is named with its count as one number ('Action Required 16'), as a screen reader reads it.
  const actionRequired = views.getByRole('button', { name: /^Action Required/ });
  await actionRequired.click();
  await expect(actionRequired).toHaveAccessibleName(`Action Required ${before}`);

  // An invoice needing action whose required documents are all in: submitting it clears the action.
  const list = await callAsPage(page, API.financials.thirdPartyInvoices, {
    query: { actionRequired: true, isAuditable: true, page: 1, pageSize: 200 },
  });
  const invoice =
    list.data.find((i) => i.numberOfUploadedRequiredDocuments === i.numberOfRequiredDocuments) ??
    list.data[0];
  expect(invoice, 'an invoice needing action').toBeDefined();
  const documentsComplete = invoice!.numberOfUploadedRequiredDocuments === invoice!.numberOfRequiredDocuments;

  const search = page.getByRole('searchbox', { name: 'Search invoices' });
  await search.fill(invoice!.invoiceNumber);
  await search.press('Enter');
  const card = page.getByRole('article', { name: `Invoice ${invoice!.invoiceNumber}` });
  await card.getByText(invoice!.customerName).click();
  await expect(page).toHaveURL(new RegExp(`/third-party-payer-invoices/${invoice!.invoiceNumber}/preview`));
  await expect(
    page.getByRole('heading', { level: 2, name: `Invoice ${invoice!.invoiceNumber}` }),
  ).toBeVisible();

  const externalNumber = `EXT-E2E-${Date.now() % 1_000_000}`;
  await page.getByRole('textbox', { name: 'Invoice Number' }).fill(externalNumber);
  await page.getByRole('textbox', { name: 'Invoice Amount' }).fill('1234.56');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Invoice updated successfully')).toBeVisible();

  const saved = await callAsPage(page, API.financials.invoice, { params: { id: invoice!.invoiceNumber } });
  expect(saved.externalInvoiceNumber).toBe(externalNumber);
  expect(saved.externalInvoiceAmount).toBe(1234.56);
  const after = await actionRequiredCount(page);
  expect(after).toBe(documentsComplete ? before - 1 : before);

  // Back to the list as it was left (the search kept); cleared, the view counts the whole list again.
  await page.getByRole('button', { name: 'Close invoice' }).click();
  await expect(page).toHaveURL(new RegExp(`/third-party-payer-invoices\\?.*query=${invoice!.invoiceNumber}`));
  await search.fill('');
  await search.press('Enter');
  await expect(actionRequired).toHaveAccessibleName(`Action Required ${after}`);

  // The change is the dev-stack's: a fresh load of the invoice shows it.
  await portal.open(`/third-party-payer-invoices/${invoice!.invoiceNumber}/preview`);
  await expect(page.getByRole('textbox', { name: 'Invoice Number' })).toHaveValue(externalNumber);
  await expect(page.getByRole('textbox', { name: 'Invoice Amount' })).toHaveValue('1234.56');
});

test('on an undelivered shipment the invoice form is disabled and the banner says why', async ({
  portal,
  page,
}) => {
  await portal.open('/third-party-payer-invoices');
  const drafts = await callAsPage(page, API.financials.thirdPartyInvoices, {
    query: { status: 'DRAFT', page: 1, pageSize: 200 },
  });
  let undelivered: string | undefined;
  for (const draft of drafts.data) {
    const detail = await callAsPage(page, API.financials.invoice, { params: { id: draft.invoiceNumber } });
    const shipment = await callAsPage(page, API.financials.invoiceShipment, {
      params: { id: detail.shipmentId },
    });
    if (shipment.status.status < ShipmentStatus.Delivered) {
      undelivered = draft.invoiceNumber;
      break;
    }
  }
  expect(undelivered, 'a draft invoice on a shipment not yet delivered').toBeDefined();

  await portal.open(`/third-party-payer-invoices/${undelivered!}/preview`);
  await expect(
    page.getByText('The shipment must be delivered before the invoice can be submitted'),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Invoice Number' })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'Invoice Amount' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
});

test('on a phone the invoice cards are one column, nothing scrolls sideways, and Page Down moves card to card', async ({
  portal,
  page,
}) => {
  // Opened at desktop width (the fixture waits for the main navigation, a drawer on a phone), then 390 px.
  await page.setViewportSize({ width: 1440, height: 900 });
  await portal.open('/third-party-payer-invoices?view=All');
  await page.setViewportSize({ width: 390, height: 844 });
  const feed = page.getByRole('feed', { name: 'Invoice cards' });
  const first = feed.locator('[role="article"][aria-posinset="1"]');
  await expect(first).toBeVisible();
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  await first.focus();
  await page.keyboard.press('PageDown');
  await expect(feed.locator('[role="article"][aria-posinset="2"]')).toBeFocused();
});
