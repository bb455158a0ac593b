// axe-core over the shell's own pages, signed in and public: no violation of serious or critical
// impact. Each page is checked once its content has loaded (its title shown, no spinner), so axe sees
// what a person uses, not a loading state.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/portal';

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * The serious and critical violations, one line per rule: its impact, id, how many elements, and the
 * first few elements with axe's reason (for colour contrast: the ratio and the two colours).
 */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => {
      const examples = violation.nodes.slice(0, 4).map((node) => {
        const reason = (node.failureSummary ?? '').split('\n')[1]?.trim() ?? '';
        return `${node.target.join(' ')} (${reason.slice(0, 110)})`;
      });
      return `${violation.impact} ${violation.id} [${violation.nodes.length} elements]: ${examples.join('; ')}`;
    });
}

/** Loaded: no busy element or loading status left. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0, { timeout: 20_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
}

test.describe('signed in (carrier admin)', () => {
  const pages: { path: string; ready: (page: Page) => ReturnType<Page['getByRole']> }[] = [
    { path: '/dashboard', ready: (page) => page.getByRole('heading', { level: 1, name: 'Dashboard' }) },
    { path: '/profile', ready: (page) => page.getByRole('heading', { level: 1 }) },
    { path: '/contacts', ready: (page) => page.getByRole('heading', { level: 1 }) },
    { path: '/videos', ready: (page) => page.getByRole('heading', { level: 1, name: 'Videos' }) },
    { path: '/dashboard/nope', ready: (page) => page.getByText('Route Not Found') },
  ];

  for (const { path, ready } of pages) {
    test(`${path} has no serious or critical axe violation`, async ({ portal, page }) => {
      await portal.open(path);
      await expect(ready(page).first()).toBeVisible({ timeout: 20_000 });
      await settled(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

test.describe('public pages', () => {
  test.use({ signedIn: false });

  test('/login has no serious or critical axe violation', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: /sign in|log in/i }).first()).toBeVisible({
      timeout: 20_000,
    });
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('/request-password-reset has no serious or critical axe violation', async ({ page }) => {
    await page.goto('/request-password-reset');
    await expect(page.getByRole('heading').first()).toBeVisible({ timeout: 20_000 });
    expect(await seriousViolations(page)).toEqual([]);
  });
});
