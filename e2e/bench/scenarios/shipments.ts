// The shipments remote's benchmark scenarios (see ../scenario.ts): the figures its issues' notes quote.
// Issue 13: the first visit to /all-shipments (compressed JS of the remote, time to first rows) and
// the list with the benchmark seed's 5,000 extra shipments: time to switch views.
import type { Portal } from '../../fixtures/portal-page';
import type { Scenario } from '../scenario';

/** A host page that loads no shipments code: the first visit starts from here, as from the navigation. */
const HOST_PAGE = '/profile';

async function dismissSamsara(portal: Portal): Promise<void> {
  if (await portal.samsaraModal().isVisible()) await portal.dismissSamsaraModal();
}

/** Rows of the list on screen, no refresh spinner over them. */
const rowsShown = (minimum: number) =>
  document.querySelectorAll('[data-list-rows] [data-list-row]').length >= minimum &&
  !document.querySelector('[data-list-rows] .ant-spin-spinning');

/**
 * The view `label` is selected and the list shows its rows: its count (the view's own number, read by
 * screen readers after the label) is the list's count line, and no refresh spinner covers the rows.
 */
const viewShown = (label: string) => {
  const item = [...document.querySelectorAll('[aria-label="Shipment views"] button')].find((e) =>
    (e.textContent ?? '').trim().startsWith(label),
  );
  if (!item || item.getAttribute('aria-current') !== 'true') return false;
  const count = [...item.querySelectorAll('span')]
    .map((span) => span.textContent ?? '')
    .find((text) => /^ \d+$/.test(text));
  const line = [...document.querySelectorAll('[aria-live="polite"]')]
    .map((e) => e.textContent ?? '')
    .find((text) => /^[\d,]+ shipments?$/.test(text));
  if (count === undefined || line === undefined) return false;
  return (
    line.replace(/[^\d]/g, '') === count.trim() &&
    document.querySelectorAll('[data-list-rows] [data-list-row]').length > 0 &&
    !document.querySelector('[data-list-rows] .ant-spin-spinning')
  );
};

export const scenarios: Scenario[] = [
  {
    name: 'shipments:first-visit',
    issue: 13,
    persona: 'carrier-admin',
    async run({ page, portal, scriptKbDuring, timeUntil }) {
      await portal.open(HOST_PAGE);
      await dismissSamsara(portal);
      // From the host, as the navigation's link does: /all-shipments, whose index goes on to /shipments.
      await scriptKbDuring('shipments:first-visit-js-kb', () =>
        timeUntil(
          'shipments:first-rows-ms',
          () =>
            page.evaluate(() => {
              window.history.pushState({}, '', '/all-shipments');
              window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
            }),
          rowsShown,
          1,
        ).then(() => undefined),
      );
    },
  },
  {
    name: 'shipments:switch-views',
    issue: 13,
    persona: 'carrier-admin',
    async run({ page, portal, timeUntil }) {
      await portal.open('/shipments');
      await dismissSamsara(portal);
      await page.waitForFunction(viewShown, 'Needs Updates', { timeout: 60_000 });
      const views = page.getByRole('list', { name: 'Shipment views' });
      for (const label of ['All', 'Active', 'Past'] as const) {
        await timeUntil(
          `shipments:switch-to-${label.toLowerCase()}-ms`,
          () => views.getByRole('button').filter({ hasText: label }).first().click(),
          viewShown,
          label,
        );
      }
    },
  },
];
