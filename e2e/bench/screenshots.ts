// `pnpm screenshots <persona> <path...>`: each page as a person sees it, at 1440 and 390 px wide, with
// the seeded data, over the running stack (`npm start` or `pnpm stack`). Signs the persona in at the
// identity provider once, then writes e2e/screenshots/<persona>/<path>-<width>.png (not committed).
//
//   pnpm screenshots carrier-admin /dashboard /contacts /available-freight
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import type { DemoPersona } from '../../dev-stack/demo-accounts';
import { isProviderUrl, signInAtProvider } from '../fixtures/sign-in';
import { chromiumLaunchOptions } from '../stack/browser';
import { isLocalUrl } from '../stack/chromium-args';

const WIDTHS = [1440, 390] as const;
const ORIGIN = process.env.TRUCKS_GATEWAY_URL ?? 'https://localhost:8443';
const OUT = join(__dirname, '..', 'screenshots');

function slug(path: string): string {
  return path.replace(/^\//, '').replace(/[^a-zA-Z0-9]+/g, '-') || 'home';
}

async function main(): Promise<void> {
  const [persona, ...paths] = process.argv.slice(2) as [DemoPersona, ...string[]];
  if (!persona || paths.length === 0) {
    console.error('usage: pnpm screenshots <persona> <path...>');
    process.exit(2);
  }
  const browser = await chromium.launch(chromiumLaunchOptions());
  const context = await browser.newContext({
    ignoreHTTPSErrors: true,
    viewport: { width: 1440, height: 900 },
  });
  await context.route('**/*', (route) =>
    isLocalUrl(new URL(route.request().url())) ? route.continue() : route.abort(),
  );
  const page = await context.newPage();
  await page.goto(`${ORIGIN}${paths[0]}`);
  await page.waitForLoadState('networkidle');
  if (isProviderUrl(page.url())) await signInAtProvider(page, persona);
  const folder = join(OUT, persona);
  mkdirSync(folder, { recursive: true });
  for (const path of paths) {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
      await page.goto(`${ORIGIN}${path}`);
      // A page that polls (the dashboard's badges) never goes quiet: 10 s is enough for its data.
      await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
      // Skeletons give way to data; toasts and drawers settle.
      await page.waitForTimeout(1500);
      const file = join(folder, `${slug(path)}-${width}.png`);
      // A phone's first screen is what a driver sees; a desktop page whole.
      await page.screenshot({ path: file, fullPage: width > 800 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0) console.log(`  ${path} at ${width}px scrolls sideways by ${overflow}px`);
      console.log(file);
    }
  }
  await browser.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
