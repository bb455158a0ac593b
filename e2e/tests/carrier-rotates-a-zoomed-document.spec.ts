// Issue 27, defect 6: in the document viewer a page zoomed to 125 % and rotated stays reachable by
// scrolling, on a desktop and on a 390 px phone: the rate confirmation (a PDF drawn by pdf.js) and the
// case's receipt (an image, which a CSS transform alone had pushed out of the viewer's reach).
import type { Locator } from '@playwright/test';
import { expect, test } from '../fixtures/portal';

test.use({ persona: 'carrier-admin' });

/** The page's edges in the scrolling box's content, and how far the box scrolls. */
async function reach(scroller: Locator) {
  return scroller.evaluate((box) => {
    const shown = box.querySelector('canvas, img') as HTMLElement;
    const outer = box.getBoundingClientRect();
    const inner = shown.getBoundingClientRect();
    return {
      left: inner.left - outer.left + box.scrollLeft,
      right: inner.right - outer.left + box.scrollLeft,
      top: inner.top - outer.top + box.scrollTop,
      bottom: inner.bottom - outer.top + box.scrollTop,
      scrollWidth: box.scrollWidth,
      scrollHeight: box.scrollHeight,
      width: inner.width,
      height: inner.height,
    };
  });
}

for (const width of [1440, 390]) {
  test(`at ${width} px a page zoomed to 125 % and rotated can be scrolled to its every edge`, async ({
    portal,
    page,
  }) => {
    // Opened at desktop width (the fixture waits for the main navigation, a drawer on a phone).
    await page.setViewportSize({ width: 1440, height: 900 });
    await portal.open('/cases/60105/preview/documents');
    await expect(page.getByRole('tab', { name: 'Documents', selected: true })).toBeVisible();
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });

    for (const name of [/^Rate Confirmation .*\.pdf$/, /^Receipt 60105\.png$/]) {
      await page.getByText(name).first().click();
      const viewer = page.getByRole('dialog');
      const shown = viewer.locator('canvas, img').first();
      await expect(shown).toBeVisible({ timeout: 15_000 });
      if ((await shown.evaluate((node) => node.tagName)) === 'CANVAS')
        await expect(shown).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 });

      await viewer.getByRole('button', { name: 'Zoom in' }).click();
      await expect(viewer.getByLabel('Zoom', { exact: true })).toHaveText('125%');
      const scroller = viewer.getByRole('region', { name: 'Document page' });
      for (const turn of [90, 180, 270]) {
        await viewer.getByRole('button', { name: 'Rotate' }).click();
        if ((await shown.evaluate((node) => node.tagName)) === 'CANVAS')
          await expect(shown).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 });
        const at = await reach(scroller);
        const where = `${String(name)} turned ${turn}°: ${JSON.stringify(at)}`;
        expect(at.left, where).toBeGreaterThanOrEqual(-1);
        expect(at.top, where).toBeGreaterThanOrEqual(-1);
        expect(at.right, where).toBeLessThanOrEqual(at.scrollWidth + 1);
        expect(at.bottom, where).toBeLessThanOrEqual(at.scrollHeight + 1);
      }

      // Scrolled to the far right, the page's right edge is in view.
      await scroller.evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
      const box = (await scroller.boundingBox())!;
      const edge = (await shown.boundingBox())!;
      expect(edge.x + edge.width).toBeLessThanOrEqual(box.x + box.width + 1);
      expect(edge.x + edge.width).toBeGreaterThan(box.x);
      await viewer.getByRole('button', { name: 'Close' }).click();
      await expect(viewer).toBeHidden();
    }
  });
}
