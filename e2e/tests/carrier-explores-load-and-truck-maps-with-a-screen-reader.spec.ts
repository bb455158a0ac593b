// Issue 27, accessibility: axe found the MapLibre map of a load's preview to be a nested interactive
// control (`.maplibregl-map`): an element with role img, whose children are presentational, held the
// map's focusable canvas and its zoom buttons. The route map and the live-equipment map are maps a
// person can pan and zoom: a named group around MapLibre's own focusable canvas and controls, each
// marker an image with its stop or truck. axe over each map, drawn, finds nothing serious or critical.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/portal';

test.use({ persona: 'carrier-admin' });

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** axe's serious and critical violations inside the drawn map, one line per rule with its elements. */
async function mapViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include('.maplibregl-map').analyze();
  return results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
}

test('the route map of a load preview: a named map group, zoom buttons and stops a screen reader can reach', async ({
  portal,
  page,
}) => {
  await portal.open('/available-freight/4100191/preview');
  const preview = page.getByRole('dialog', { name: 'Shipment #4100191' });
  await expect(preview.locator('[data-map-state="drawn"]')).toBeVisible({ timeout: 20_000 });
  const map = preview.getByRole('group', { name: /^Route map: 1 / });
  await expect(map).toHaveAttribute('aria-busy', 'false');
  await expect(map.getByRole('button', { name: 'Zoom in' })).toBeVisible();
  await expect(map.getByRole('img', { name: /^Stop 1: / })).toBeAttached();
  expect(await mapViolations(page)).toEqual([]);
});

test('the live-equipment map: the same', async ({ portal, page }) => {
  await portal.open('/live-equipment');
  const map = page.getByRole('group', { name: /^Map of \d+ trucks?$/ });
  await expect(map).toHaveAttribute('data-map-state', 'drawn', { timeout: 20_000 });
  await expect(map.getByRole('button', { name: 'Zoom in' })).toBeVisible();
  expect(await mapViolations(page)).toEqual([]);
});
