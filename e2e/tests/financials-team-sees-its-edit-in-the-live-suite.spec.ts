// README's dev loop: a team runs `pnpm dev mf-financials` against a development stack (the other
// remotes and the host as released) and sees its edit in the portal. The remote's dev build runs inside
// the live host's production React: the area must render with no console error (issue 25: jsxDEV met
// production React, 'dispatcher.getOwner is not a function'), and an edit to a page must appear.
// Its own stack and dev server (stack/launch-dev-loop.ts), over a copy of the app: the working tree is
// never edited. About 35 s with a warm webpack cache, 45 s with a cold one (2 cores).
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { collectPageErrors, readDiagnostics, reportedCopies } from '../fixtures/diagnostics';
import { expect, test } from '../fixtures/portal';
import { signInAtProvider } from '../fixtures/sign-in';
import { blockOutsideHosts } from '../fixtures/signed-in-state';
import { launchDevLoop } from '../stack/launch-dev-loop';

const PAGE_FILE = join('src', 'features', 'accounting', 'components', 'accounting-page.tsx');

test('the Financials team sees its dev server in the portal, and an edit appears', async ({ browser }) => {
  test.setTimeout(180_000);
  const loop = await launchDevLoop('mf-financials');
  const context = await browser.newContext({ baseURL: loop.url, ignoreHTTPSErrors: true });
  try {
    await blockOutsideHosts(context);
    const page = await context.newPage();
    const consoleErrors = collectPageErrors(page);
    const fromDevServer: string[] = [];
    page.on('response', (response) => {
      if (response.url().startsWith(loop.devServerUrl)) fromDevServer.push(response.url());
    });

    // A factoring user lands on Accounting, a page of mf-financials.
    await page.goto('/accounting');
    await signInAtProvider(page, 'factoring');
    // The list's own title (the top bar's h1 is the host's).
    const title = page.getByRole('heading', { level: 4 });
    await expect(title).toHaveText('Accounting', { timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
    expect(fromDevServer).toContain(`${loop.devServerUrl}/mf-manifest.json`);
    expect(consoleErrors).toEqual([]);
    // The dev build carries its own antd and router for its standalone page, below any release's
    // version: inside the portal the host's are the ones that run (one antd, one router, one React).
    expect(reportedCopies(await readDiagnostics(page))).toEqual({
      react: 1,
      antd: 1,
      QueryClient: 1,
      router: 1,
      '@trucks/shared-contracts': 1,
    });

    // The edit is rebuilt by the dev server, which reloads the portal's page.
    const file = join(loop.appDir, PAGE_FILE);
    const source = await readFile(file, 'utf8');
    expect(source).toContain('title="Accounting"');
    await writeFile(file, source.replace('title="Accounting"', 'title="Accounting, edited"'));
    await expect(title).toHaveText('Accounting, edited', { timeout: 45_000 });
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  } finally {
    await context.close();
    await loop.stop();
  }
});
