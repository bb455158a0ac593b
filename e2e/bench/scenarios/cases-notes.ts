// The cases-notes remote's benchmark scenarios (see ../scenario.ts): the figures its issues' notes quote.
// Issue 10: the first visit to /cases (the remote's compressed JS, time to first rows); the bytes
// Draft.js and pdf.js add when the note editor or the viewer first opens (neither is in the list
// route's first visit); the time from opening the seeded 20-page PDF (the demo carrier's first case's
// 'Detention log <caseNumber>.pdf', on its Documents sub-page) to page 1 drawn.
import { API } from '@trucks/shared-contracts/api/catalogue';
import type { Page } from '@playwright/test';
import { callAsPage } from '../../fixtures/trucks-api';
import type { Portal } from '../../fixtures/portal-page';
import type { Scenario } from '../scenario';

async function dismissSamsara(portal: Portal): Promise<void> {
  if (await portal.samsaraModal().isVisible()) await portal.dismissSamsaraModal();
}

/** The case whose shipment documents hold the seeded detention log, and the log's name. */
async function detentionLogCase(page: Page): Promise<{ caseNumber: string; name: string }> {
  const cases = await callAsPage(page, API.casesNotesDocuments.cases, { query: { page: 1, pageSize: 1000 } });
  for (const record of cases.data) {
    if (!record.shipmentId) continue;
    const name = `Detention log ${record.caseNumber}.pdf`;
    const documents = await callAsPage(page, API.shipments.documents, { params: { id: record.shipmentId } });
    if (documents.some((d) => d.name === name)) return { caseNumber: record.caseNumber, name };
  }
  throw new Error('No case of the demo carrier shows the seeded detention log');
}

/** pdf.js has drawn page 1 of the 20: the viewer's canvas is named so and no longer busy. */
const firstPageDrawn = (name: string) =>
  document.querySelector(`canvas[aria-label="${name}"][aria-busy="false"]`) !== null;

/** Rows of the case list on screen, no refresh spinner over them. */
const rowsShown = (minimum: number) =>
  document.querySelectorAll('[data-list-rows] [data-list-row]').length >= minimum &&
  !document.querySelector('[data-list-rows] .ant-spin-spinning');

export const scenarios: Scenario[] = [
  {
    name: 'cases:first-visit',
    issue: 10,
    persona: 'carrier-admin',
    async run({ page, portal, scriptKbDuring, timeUntil }) {
      await portal.open('/profile');
      await dismissSamsara(portal);
      // From the host, as the navigation's link does; the list opens on New.
      await scriptKbDuring('cases:first-visit-js-kb', () =>
        timeUntil(
          'cases:first-rows-ms',
          () =>
            page.evaluate(() => {
              window.history.pushState({}, '', '/cases?view=all');
              window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
            }),
          rowsShown,
          1,
        ).then(() => undefined),
      );
    },
  },
  {
    name: 'cases:editor-and-viewer',
    issue: 10,
    persona: 'carrier-admin',
    async run({ page, portal, scriptKbDuring, timeUntil }) {
      await portal.open('/profile');
      const { caseNumber, name } = await detentionLogCase(page);
      // The case opens on a sub-page with neither the editor nor the viewer.
      await portal.open(`/cases/${caseNumber}/preview/history`);
      await dismissSamsara(portal);
      await page.getByRole('heading', { level: 2, name: `Case ${caseNumber}` }).waitFor({ timeout: 60_000 });
      await page.waitForLoadState('networkidle');

      await scriptKbDuring('cases:editor-draftjs-kb', async () => {
        await page.getByRole('tab', { name: 'Notes' }).click();
        await page.getByRole('toolbar', { name: 'Formatting' }).waitFor({ timeout: 60_000 });
      });

      await page.getByRole('tab', { name: 'Documents' }).click();
      const open = page.getByRole('button', { name, exact: true });
      await open.waitFor({ timeout: 60_000 });
      await page.waitForLoadState('networkidle');
      await scriptKbDuring('cases:viewer-pdfjs-kb', () =>
        timeUntil(
          'cases:pdf-20-pages-first-page-ms',
          () => open.click(),
          firstPageDrawn,
          'Page 1 of 20',
        ).then(() => undefined),
      );
    },
  },
];
