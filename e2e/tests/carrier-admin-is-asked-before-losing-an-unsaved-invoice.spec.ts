// Issue 27, defects 3 and 5: an invoice number typed on a third-party invoice and not saved is never
// thrown away without a word. A reload (F5) gets the browser's own prompt, and staying keeps what was
// typed; closing the invoice or the browser's Forward asks 'Leave this page?' (Stay keeps it, Leave
// goes back to the list). An
// amount of '-250' stays as typed with 'Enter an amount of 0 or more' at the field.
import type { Dialog, Page } from '@playwright/test';
import { expect, test } from '../fixtures/portal';

test.use({ persona: 'carrier-admin' });

/** Reloads; the browser's beforeunload prompt, if it comes, is answered. Whether it came. */
async function reloadAnswering(page: Page, leave: boolean): Promise<boolean> {
  let asked = false;
  const answer = (dialog: Dialog) => {
    if (dialog.type() !== 'beforeunload') return;
    asked = true;
    void (leave ? dialog.accept() : dialog.dismiss());
  };
  page.on('dialog', answer);
  try {
    if (leave) await page.reload();
    // A reload the user stays from never completes: give it a moment, then carry on on the same page.
    else await page.reload({ timeout: 3_000 }).catch(() => undefined);
  } finally {
    page.off('dialog', answer);
  }
  return asked;
}

test('a typed invoice number survives an F5 the user stays from, and closing the invoice asks first', async ({
  portal,
  page,
}) => {
  await portal.open('/third-party-payer-invoices/TP500132/preview');
  const number = page.getByRole('textbox', { name: 'Invoice Number' });
  await expect(number).toBeEnabled();
  const stored = await number.inputValue();
  // Untouched, the invoice closes without a question; Back returns to it (in the app's history).
  await page.getByRole('button', { name: 'Close invoice' }).click();
  await expect(page).toHaveURL(/\/third-party-payer-invoices(\?.*)?$/);
  await page.goBack();
  await expect(number).toBeEnabled();

  // Untouched, a reload is not asked about.
  expect(await reloadAnswering(page, false)).toBe(false);
  await expect(number).toBeEnabled();

  await number.click();
  await page.keyboard.press('End');
  await page.keyboard.type('-E2E');
  const typed = `${stored}-E2E`;
  expect(await reloadAnswering(page, false)).toBe(true);
  await expect(number).toHaveValue(typed);

  // An amount the field cannot take stays as typed, with the message at the field.
  const amount = page.getByRole('textbox', { name: 'Invoice Amount' });
  await amount.fill('-250');
  await amount.blur();
  await expect(amount).toHaveValue('-250');
  await expect(page.getByText('Enter an amount of 0 or more')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();

  // Closing the invoice: 'Leave this page?'; Stay keeps the page and the typing.
  await page.getByRole('button', { name: 'Close invoice' }).click();
  const question = page.getByRole('dialog', { name: 'Leave this page?' });
  await expect(question).toContainText(
    'You have unsaved changes. If you leave this page, they will be lost.',
  );
  await question.getByRole('button', { name: 'Stay' }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(/\/third-party-payer-invoices\/TP500132\/preview$/);
  await expect(number).toHaveValue(typed);

  // The browser's Forward (to the list) is asked about too: the step waits for the answer.
  await page.goForward({ timeout: 1_000 }).catch(() => undefined);
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/third-party-payer-invoices\/TP500132\/preview$/);
  await expect(number).toHaveValue(typed);

  await page.getByRole('button', { name: 'Close invoice' }).click();
  await question.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/third-party-payer-invoices(\?.*)?$/);

  // Nothing was saved: the invoice still holds what it held.
  await portal.open('/third-party-payer-invoices/TP500132/preview');
  await expect(number).toHaveValue(stored);
});
