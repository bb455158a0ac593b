// GET /docs (behind the gateway: /api/docs): the API documentation admins open from the user menu
// (spec 000 §2, §6). Generated from the catalogue, so it lists exactly the calls the server
// registers. Plain HTML: no script (the gateway's CSP allows none inline), one inline <style> (its
// CSP allows inline styles), public like /health (it describes the API, it exposes no data).
import type { FastifyInstance } from 'fastify';
import { API } from '@trucks/shared-contracts/api/catalogue';
import type { AnyApiCall } from '@trucks/shared-contracts/api/define-call';

/** Headings of the catalogue's areas, in catalogue order. */
const AREA_TITLE: Record<keyof typeof API, string> = {
  account: 'Account, sign-in and access requests',
  carriers: 'Carriers',
  shipments: 'Shipments',
  loadboard: 'Load board, bookings, rate requests and tenders',
  casesNotesDocuments: 'Cases, notes and documents',
  financials: 'Invoices, accounting and payments',
  contacts: 'Contacts',
  shipper: 'Shipper orders, locations and shipments',
};

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function callRow(call: AnyApiCall): string {
  const notes = [
    call.requestBody === 'multipart' ? 'multipart body' : call.requestBody === 'json' ? 'JSON body' : '',
    call.responseKind === 'blob' ? 'file response' : call.responseKind === 'empty' ? 'no content' : '',
    call.notFoundAsNull ? '404 means none' : '',
  ].filter(Boolean);
  return [
    '<tr>',
    `<td><code>${call.method}</code></td>`,
    `<td><code>${escapeHtml(call.path)}</code></td>`,
    `<td>${escapeHtml(call.summary)}</td>`,
    `<td>${escapeHtml(call.source)}${call.pathChosen ? ' (path ours)' : ''}</td>`,
    `<td>${escapeHtml(notes.join(', '))}</td>`,
    '</tr>',
  ].join('');
}

/** The documentation page: every catalogue call with its method, path and summary, grouped by area. */
function apiDocumentationHtml(): string {
  const areas = (Object.keys(API) as (keyof typeof API)[]).map((area) => {
    const calls = Object.values(API[area] as Record<string, AnyApiCall>);
    return [
      `<section id="${area}">`,
      `<h2>${escapeHtml(AREA_TITLE[area])} <small>(${calls.length})</small></h2>`,
      '<table><thead><tr><th>Method</th><th>Path</th><th>What it does</th><th>Source</th><th>Notes</th></tr></thead>',
      `<tbody>${calls.map(callRow).join('')}</tbody></table>`,
      '</section>',
    ].join('');
  });
  const contents = (Object.keys(API) as (keyof typeof API)[])
    .map((area) => `<li><a href="#${area}">${escapeHtml(AREA_TITLE[area])}</a></li>`)
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Trucks API documentation</title>
<style>
body { font: 14px/1.5 system-ui, sans-serif; margin: 24px; color: #1f1f1f; }
table { border-collapse: collapse; width: 100%; margin-bottom: 24px; }
th, td { text-align: left; vertical-align: top; padding: 4px 8px; border-bottom: 1px solid #e5e5e5; }
th { background: #fafafa; }
code { font-size: 13px; }
small { color: #666; font-weight: normal; }
</style>
</head>
<body>
<h1>Trucks API documentation</h1>
<p>Every call of the trucks API, relative to the API base (<code>/api/</code> behind the gateway).
Requests carry <code>Authorization: Bearer &lt;trucks-jwt&gt;</code> except sign-in and password reset;
errors are problem details (<code>title</code>, <code>detail</code>, <code>errors</code>).</p>
<nav aria-label="Areas"><ul>${contents}</ul></nav>
${areas.join('\n')}
</body>
</html>
`;
}

/** Registers GET /docs on the trucks API. */
export function registerApiDocumentation(app: FastifyInstance): void {
  const html = apiDocumentationHtml();
  app.get('/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(html));
}
