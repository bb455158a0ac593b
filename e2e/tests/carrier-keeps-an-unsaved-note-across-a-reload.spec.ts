// Issue 27, defect 3: a note written in the rich-text editor (Draft.js) and not sent survives a
// reload. The browser asks first; after the reload the editor holds the note again under 'Your unsaved
// changes from before were restored.', until it is sent or 'Discard draft' empties it.
import type { Dialog, Page } from '@playwright/test';
import { expect, test } from '../fixtures/portal';

test.use({ persona: 'carrier-admin' });

const RESTORED = 'Your unsaved changes from before were restored.';

async function reloadThroughPrompt(page: Page): Promise<boolean> {
  let asked = false;
  const accept = (dialog: Dialog) => {
    if (dialog.type() !== 'beforeunload') return;
    asked = true;
    void dialog.accept();
  };
  page.on('dialog', accept);
  try {
    await page.reload();
  } finally {
    page.off('dialog', accept);
  }
  return asked;
}

test('a case note being written comes back after a reload; Discard draft empties it', async ({
  portal,
  page,
}) => {
  await portal.open('/cases/60105/preview/notes');
  const editor = page.getByRole('combobox', { name: 'New note' });
  await expect(editor).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(RESTORED)).toBeHidden();
  const text = `Lumper receipt follows ${Date.now() % 10_000}`;
  await editor.click();
  await page.keyboard.type(text);
  await expect(page.getByRole('button', { name: 'Send' })).toBeEnabled();

  // In-app: the case's History tab is another page: asked, and Stay keeps the note.
  await page.getByRole('tab', { name: 'History' }).click();
  const question = page.getByRole('dialog', { name: 'Leave this page?' });
  await question.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/cases\/60105\/preview\/notes$/);
  await expect(editor).toContainText(text);

  expect(await reloadThroughPrompt(page)).toBe(true);
  await expect(page.getByText(RESTORED)).toBeVisible({ timeout: 15_000 });
  await expect(editor).toContainText(text);
  await expect(page.getByRole('button', { name: 'Send' })).toBeEnabled();

  await page.getByRole('button', { name: 'Discard draft' }).click();
  await expect(page.getByText(RESTORED)).toBeHidden();
  await expect(editor).not.toContainText(text);
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
  expect(await reloadThroughPrompt(page)).toBe(false);
  await expect(editor).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(RESTORED)).toBeHidden();
});
