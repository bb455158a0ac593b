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

/** Each page's serious violations, checked after all pages so one run reports every page. */
function report(found: Record<string, string[]>): string[] {
  return Object.entries(found).flatMap(([path, violations]) => violations.map((line) => `${path}: ${line}`));
}

test('the signed-in shell pages have no serious or critical axe violation', async ({ portal, page }) => {
  const pages: { path: string; ready: () => ReturnType<Page['getByRole']> }[] = [
    { path: '/dashboard', ready: () => page.getByRole('heading', { level: 1, name: 'Dashboard' }) },
    { path: '/profile', ready: () => page.getByRole('heading', { level: 1 }) },
    { path: '/contacts', ready: () => page.getByRole('heading', { level: 1 }) },
    { path: '/videos', ready: () => page.getByRole('heading', { level: 1, name: 'Videos' }) },
    { path: '/dashboard/nope', ready: () => page.getByText('Route Not Found') },
  ];
  const found: Record<string, string[]> = {};
  for (const { path, ready } of pages) {
    await test.step(path, async () => {
      await portal.open(path);
      await expect(ready().first()).toBeVisible({ timeout: 20_000 });
      await settled(page);
      found[path] = await seriousViolations(page);
    });
  }
  expect(report(found)).toEqual([]);
});

test.describe('public pages', () => {
  test.use({ signedIn: false });

  test('the sign-in and password-reset pages have no serious or critical axe violation', async ({ page }) => {
    const found: Record<string, string[]> = {};
    await test.step('/login', async () => {
      await page.goto('/login');
      await expect(page.getByRole('button', { name: /sign in|log in/i }).first()).toBeVisible({
        timeout: 20_000,
      });
      found['/login'] = await seriousViolations(page);
    });
    await test.step('/request-password-reset', async () => {
      await page.goto('/request-password-reset');
      await expect(page.getByRole('heading').first()).toBeVisible({ timeout: 20_000 });
      found['/request-password-reset'] = await seriousViolations(page);
    });
    expect(report(found)).toEqual([]);
  });
});
