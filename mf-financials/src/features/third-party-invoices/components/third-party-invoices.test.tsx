import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { API } from '@trucks/shared-contracts/api/catalogue';
import { installRemoteLoader } from '@trucks/shared-contracts/federation/remote-loader';
import type { RemoteModuleId, RemoteModules } from '@trucks/shared-contracts/federation/remote-modules';
import { installApiDouble } from '@trucks/shared-ui/api-double';
import { currentAddress, renderInApp, signedInUser } from '@trucks/shared-ui/testing';
import { PHONE_WIDTH, restoreViewport, setViewportWidth } from '@trucks/shared-ui/test-viewport';
import {
  invoiceDetail,
  invoiceDocument,
  invoiceShipment,
  pageOf,
  thirdPartyItem,
} from '../../../test/fixtures';
import { scrollWindowTo } from '@trucks/shared-ui/test-scroll';
import { ThirdPartyInvoicePreviewPage } from './third-party-invoice-preview-page';
import { ThirdPartyInvoicesPage } from './third-party-invoices-page';

jest.setTimeout(30_000);

const billTo = signedInUser({ roles: ['BillTo'], permissions: ['CarrierPortal'], has3PLNetwork: true });

function PreviewRoute() {
  return <ThirdPartyInvoicePreviewPage invoiceNumber="TP-9" />;
}
const routes = (
  <Routes>
    <Route path="/third-party-payer-invoices" element={<ThirdPartyInvoicesPage />} />
    <Route path="/third-party-payer-invoices/TP-9/preview" element={<PreviewRoute />} />
  </Routes>
);

afterEach(() => restoreViewport());

beforeEach(() => {
  const NotesPanel: RemoteModules['mf_cases_notes/NotesPanel']['default'] = (props) => (
    <p>Notes panel for {props.entityDescription}</p>
  );
  const DocumentsPanel: RemoteModules['mf_cases_notes/DocumentsPanel']['default'] = (props) => (
    <p>Documents panel for {props.invoiceId}</p>
  );
  const modules: Partial<{ [K in RemoteModuleId]: RemoteModules[K] }> = {
    'mf_cases_notes/NotesPanel': { default: NotesPanel },
    'mf_cases_notes/DocumentsPanel': { default: DocumentsPanel },
  };
  installRemoteLoader(async (id) => {
    const module = modules[id];
    if (!module) throw new Error(`unexpected ${id}`);
    return module;
  });
});

/** Lists answer by query: counters by their pageSize and status, the list with `rows`. */
function listDouble(rows: ReturnType<typeof thirdPartyItem>[], total = rows.length) {
  return installApiDouble().on(API.financials.thirdPartyInvoices, (request) => {
    const { pageSize, status } = request.query;
    if (pageSize === '0') return pageOf([], 7, 1, 0);
    if (pageSize === '1')
      return pageOf([], { DRAFT: 11, RECEIVED: 3, SETTLED: 5 }[String(status)] ?? 25, 1, 1);
    const page = Number(request.query.page);
    return pageOf(
      page === 1 ? rows : [thirdPartyItem({ invoiceId: 'inv-51', invoiceNumber: 'TP-51' })],
      total,
      page,
      50,
    );
  });
}

describe('/third-party-payer-invoices (spec 001 §2)', () => {
  it('opens on Action Required, auditable only, 50 a page, with a count on every quick view (counters pageSize 1, action required pageSize 0)', async () => {
    const api = listDouble([thirdPartyItem()]);
    renderInApp(routes, { route: '/third-party-payer-invoices', user: billTo });

    const card = await screen.findByRole('article', { name: 'Invoice TP-9' });
    const listRequests = api.requests(API.financials.thirdPartyInvoices).map((r) => r.query);
    expect(listRequests).toContainEqual({
      actionRequired: 'true',
      isAuditable: 'true',
      page: '1',
      pageSize: '50',
    });
    expect(listRequests).toContainEqual({ actionRequired: 'true', isAuditable: 'true', pageSize: '0' });
    for (const status of ['DRAFT', 'RECEIVED', 'SETTLED'])
      expect(listRequests).toContainEqual({ status, isAuditable: 'true', pageSize: '1' });
    expect(listRequests).toContainEqual({ isAuditable: 'true', pageSize: '1' });

    const views = screen.getByRole('list', { name: 'Invoice views' });
    const expectedCounts: [string, string][] = [
      ['Action Required', '7'],
      ['Draft', '11'],
      ['Received', '3'],
      ['Settled', '5'],
      ['All', '25'],
    ];
    for (const [view, count] of expectedCounts) {
      const item = within(views).getByText(view).closest('li')!;
      await waitFor(() => expect(item).toHaveTextContent(count));
    }

    // Every field of the card (spec 001 §2), three to a row at desktop width.
    expect(card.querySelector('dl')).toHaveStyle({ gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' });
    expect(within(card).getByText('Acme Foods')).toBeInTheDocument();
    expect(within(card).getByText('Draft')).toHaveClass('ant-tag');
    expect(within(card).getByText('Est. Pay Date')).toBeInTheDocument();
    expect(within(card).getByText('Nov 20, 2026')).toBeInTheDocument();
    expect(within(card).getByText('$1,250.00')).toBeInTheDocument();
    expect(within(card).getByText('$45.50')).toBeInTheDocument();
    expect(within(card).getByText('$1,204.50')).toBeInTheDocument(); // balance due = 1250 - 45.50
    expect(within(card).getByRole('link', { name: 'TP-9' })).toHaveAttribute(
      'href',
      '/third-party-payer-invoices/TP-9/preview',
    );
    expect(within(card).getByRole('link', { name: 'S1001' })).toHaveAttribute(
      'href',
      '/all-shipments/S1001/preview',
    );
    expect(within(card).getByText('Delivered')).toBeInTheDocument();
    expect(within(card).getByText('1 of 2 uploaded')).toBeInTheDocument();
    expect(screen.getByText('No More Results')).toBeInTheDocument();
  });

  it('falls back to the invoice date without an estimated pay date', async () => {
    listDouble([thirdPartyItem({ dueDateTimeStamp: null })]);
    renderInApp(routes, { route: '/third-party-payer-invoices', user: billTo });
    const card = await screen.findByRole('article', { name: 'Invoice TP-9' });
    expect(within(card).getByText('Invoice Date')).toBeInTheDocument();
    expect(within(card).getByText('Nov 05, 2026')).toBeInTheDocument();
  });

  it("shows the carrier's logo, or the customer's initial without one", async () => {
    listDouble([
      thirdPartyItem({ carrierLogoURL: 'https://cdn.test/logo.png' }),
      thirdPartyItem({ invoiceId: 'inv-2', invoiceNumber: 'TP-10', customerName: 'Zephyr Foods' }),
    ]);
    renderInApp(routes, { route: '/third-party-payer-invoices', user: billTo });
    const withLogo = await screen.findByRole('article', { name: 'Invoice TP-9' });
    expect(within(withLogo).getByRole('img', { name: 'Acme Foods logo' })).toHaveAttribute(
      'src',
      'https://cdn.test/logo.png',
    );
    const withoutLogo = screen.getByRole('article', { name: 'Invoice TP-10' });
    expect(within(withoutLogo).queryByRole('img')).not.toBeInTheDocument();
    expect(within(withoutLogo).getByText('Z')).toBeInTheDocument();
  });

  it("shows 10 skeletons while loading and 'No Matching Invoices Found' when nothing matches", async () => {
    installApiDouble().on(API.financials.thirdPartyInvoices, {
      status: 200,
      body: pageOf([], 0),
      delayMs: 50,
    });
    renderInApp(routes, { route: '/third-party-payer-invoices', user: billTo });
    const skeleton = screen.getByRole('status', { name: 'Loading invoices' });
    expect(skeleton.querySelectorAll('.ant-skeleton')).toHaveLength(10);
    expect(await screen.findByText('No Matching Invoices Found')).toBeInTheDocument();
  });

  it('loads the next 50 as the list goes on (only the cards in view are in the DOM), and opens a card in the preview keeping the filters', async () => {
    const firstPage = Array.from({ length: 50 }, (_, index) =>
      thirdPartyItem(
        index === 0 ? {} : { invoiceId: `inv-${index + 100}`, invoiceNumber: `TP-${index + 100}` },
      ),
    );
    const api = listDouble(firstPage, 51);
    renderInApp(routes, { route: '/third-party-payer-invoices?view=All', user: billTo });
    await screen.findByRole('article', { name: 'Invoice TP-9' });
    const feed = screen.getByRole('feed', { name: 'Invoice cards' });
    expect(within(feed).getAllByRole('article').length).toBeLessThan(20);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('No More Results')).toBeInTheDocument();
    expect(api.requests(API.financials.thirdPartyInvoices).at(-1)?.query).toEqual({
      isAuditable: 'true',
      page: '2',
      pageSize: '50',
    });
    expect(within(feed).getAllByRole('article')[0]).toHaveAttribute('aria-setsize', '51');
    scrollWindowTo(51 * 200);
    expect(await within(feed).findByRole('article', { name: 'Invoice TP-51' })).toHaveAttribute(
      'aria-posinset',
      '51',
    );
    scrollWindowTo(0);
    await within(feed).findByRole('article', { name: 'Invoice TP-9' });

    installApiDouble()
      .on(API.financials.invoice, invoiceDetail())
      .on(API.financials.invoiceShipment, invoiceShipment())
      .on(API.financials.invoiceDocuments, []);
    await userEvent.click(
      within(screen.getByRole('article', { name: 'Invoice TP-9' })).getByText('Acme Foods'),
    );
    await waitFor(() =>
      expect(currentAddress()).toHaveTextContent('/third-party-payer-invoices/TP-9/preview?view=All'),
    );
  });

  it('searches on Enter, resets with the clear control, and applies a Range of load dates and auditable-only off', async () => {
    const api = listDouble([thirdPartyItem()]);
    renderInApp(routes, { route: '/third-party-payer-invoices?view=All', user: billTo });
    await screen.findByRole('article', { name: 'Invoice TP-9' });
    const lastList = () =>
      api
        .requests(API.financials.thirdPartyInvoices)
        .filter((r) => r.query.pageSize === '50')
        .at(-1)?.query;

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search invoices' }), 'acme{Enter}');
    await waitFor(() =>
      expect(lastList()).toEqual({ query: 'acme', isAuditable: 'true', page: '1', pageSize: '50' }),
    );
    await waitFor(() => expect(currentAddress()).toHaveTextContent('query=acme'));
    await userEvent.click(screen.getByRole('button', { name: 'close-circle' }));
    await waitFor(() => expect(lastList()).toEqual({ isAuditable: 'true', page: '1', pageSize: '50' }));

    await userEvent.click(screen.getByRole('tab', { name: 'FILTERS' }));
    // The form loads with the tab.
    expect(await screen.findByRole('radio', { name: 'Today' })).toBeInTheDocument();
    for (const preset of ['Yesterday', 'This Week', 'Tomorrow', 'Range'])
      expect(screen.getByRole('radio', { name: preset })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Range' }));
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('From'), '2026-11-01{Enter}');
    await userEvent.type(screen.getByLabelText('To'), '2026-11-15{Enter}');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Auditable only' }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(lastList()).toEqual({
        loadDateStart: '2026-11-01',
        loadDateEnd: '2026-11-15',
        page: '1',
        pageSize: '50',
      }),
    );
  });

  it('on a phone the panel is full width, opened from Views and filters; the cards stay first, one column', async () => {
    setViewportWidth(PHONE_WIDTH);
    listDouble([thirdPartyItem()]);
    renderInApp(routes, { route: '/third-party-payer-invoices', user: billTo });
    const card = await screen.findByRole('article', { name: 'Invoice TP-9' });
    // One column: each of the card's 8 details on a row of its own, nothing wider than the phone.
    expect(card.querySelector('dl')).toHaveStyle({ gridTemplateColumns: 'repeat(1, minmax(0, 1fr))' });
    expect(card.querySelectorAll('dt')).toHaveLength(8);
    const panel = screen.getByRole('complementary', { name: 'Views and filters' });
    expect(panel).toHaveStyle({ width: '100%', boxSizing: 'border-box' });
    expect(screen.getByRole('searchbox', { name: 'Search invoices' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Invoice views' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Views and filters/ }));
    expect(screen.getByRole('list', { name: 'Invoice views' })).toBeInTheDocument();
  });

  it('shows the error of a failed list with Retry', async () => {
    installApiDouble().on(API.financials.thirdPartyInvoices, {
      status: 500,
      body: { detail: 'Invoices are unavailable' },
    });
    renderInApp(routes, { route: '/third-party-payer-invoices', user: billTo });
    expect(await screen.findByText('Invoices are unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

function previewDouble(
  overrides: {
    invoice?: Parameters<typeof invoiceDetail>[0];
    shipment?: Parameters<typeof invoiceShipment>[0];
  } = {},
) {
  return installApiDouble()
    .on(API.financials.invoice, invoiceDetail(overrides.invoice))
    .on(API.financials.invoiceShipment, invoiceShipment(overrides.shipment))
    .on(API.financials.invoiceDocuments, [invoiceDocument()]);
}

describe('/third-party-payer-invoices/{invoiceNumber}/preview (spec 001 §2, §5, §8)', () => {
  it('shows the header, the sections, the summary and details, and embeds documents and comments', async () => {
    previewDouble({
      invoice: {
        factoringCompany: {
          id: 'f-1',
          name: 'Prairie Factoring',
          addressLine1: 'PO Box 1200',
          city: 'Wichita',
          state: 'KS',
          postalCode: '67201',
        },
      },
    });
    renderInApp(routes, { route: '/third-party-payer-invoices/TP-9/preview', user: billTo });
    expect(await screen.findByText('Dallas, TX')).toBeInTheDocument();
    expect(screen.getByText('Memphis, TN')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Invoice TP-9' })).toBeInTheDocument();
    for (const section of ['Add Invoice', 'Documents', 'Charges', 'Comments', 'Summary', 'Invoice Details'])
      expect(screen.getByRole('heading', { level: 3, name: section })).toBeInTheDocument();
    expect(screen.getByText('Payment')).toBeInTheDocument();
    expect(screen.getByText('Total Payment')).toBeInTheDocument();
    expect(screen.getAllByText('$1,250.00').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText('Remit To')).toBeInTheDocument();
    expect(screen.getByText('Prairie Factoring')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'S1001' })).toHaveAttribute(
      'href',
      '/all-shipments/S1001/preview',
    );
    expect(await screen.findByText('Documents panel for inv-1')).toBeInTheDocument();
    expect(await screen.findByText('Notes panel for Invoice TP-9')).toBeInTheDocument();
    expect(
      screen.queryByText('This invoice is not eligible for processing via MySpot Carrier'),
    ).not.toBeInTheDocument();
  });

  it('shows the four banners verbatim when they apply (no Remit To without a factoring company)', async () => {
    installApiDouble()
      .on(API.financials.invoice, invoiceDetail({ charges: [], thirdPartPayerBillingSettingsId: null }))
      .on(
        API.financials.invoiceShipment,
        invoiceShipment({ status: { status: 5, description: 'In Transit' } }),
      )
      .on(API.financials.invoiceDocuments, []);
    renderInApp(routes, { route: '/third-party-payer-invoices/TP-9/preview', user: billTo });
    expect(
      await screen.findByText('The shipment must be delivered before the invoice can be submitted'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('This invoice is not eligible for processing via MySpot Carrier'),
    ).toBeInTheDocument();
    expect(await screen.findByText('No documents found for invoice')).toBeInTheDocument();
    expect(screen.getByText('No Charges Linked to Invoice')).toBeInTheDocument();
    expect(screen.queryByText('Remit To')).not.toBeInTheDocument();
  });

  it("on a phone shows each charge's Total and the Charges Total without a sideways-scrolling table (issue 27)", async () => {
    setViewportWidth(PHONE_WIDTH);
    previewDouble();
    renderInApp(routes, { route: '/third-party-payer-invoices/TP-9/preview', user: billTo });
    const charges = await screen.findByRole('list', { name: 'Charges' });
    expect(screen.queryByRole('table', { name: 'Charges' })).not.toBeInTheDocument();
    const lineHaul = within(charges).getByRole('listitem', { name: 'Line haul' });
    expect(lineHaul).toHaveTextContent('Line Haul · $1,100.00 × 1');
    expect(within(lineHaul).getByText('$1,100.00')).toBeInTheDocument();
    expect(within(charges).getByRole('listitem', { name: 'Detention' })).toHaveTextContent('$150.00');
    expect(screen.getByText('Charges Total').parentElement).toHaveTextContent('Charges Total$1,250.00');
  });

  it('disables the form until the shipment is delivered', async () => {
    previewDouble({ shipment: { status: { status: 6, description: 'At Stop' } } });
    renderInApp(routes, { route: '/third-party-payer-invoices/TP-9/preview', user: billTo });
    expect(await screen.findByRole('textbox', { name: 'Invoice Number' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Invoice Amount' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it("saves with either field and says 'Invoice updated successfully'", async () => {
    const api = previewDouble().on(API.financials.updateInvoice, (request) => ({
      ...invoiceDetail(),
      ...(request.body as object),
    }));
    renderInApp(routes, { route: '/third-party-payer-invoices/TP-9/preview', user: billTo });
    const number = await screen.findByRole('textbox', { name: 'Invoice Number' });
    const amount = screen.getByRole('textbox', { name: 'Invoice Amount' });
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled(); // neither field yet
    await userEvent.type(number, 'EXT-42');
    expect(save).toBeEnabled(); // the number alone suffices
    await userEvent.type(amount, '1250.5');
    await userEvent.click(save);
    expect(await screen.findByText('Invoice updated successfully')).toBeInTheDocument();
    const sent = api.requests(API.financials.updateInvoice)[0];
    expect(sent?.params).toEqual({ invoiceId: 'inv-1' });
    expect(sent?.body).toEqual({ externalInvoiceNumber: 'EXT-42', externalInvoiceAmount: 1250.5 });
  });

  it.each(['-250', 'abc'])(
    "keeps an amount of '%s' as typed with 'Enter an amount of 0 or more' at the field, and Save off (issue 27)",
    async (typed) => {
      const api = previewDouble().on(API.financials.updateInvoice, invoiceDetail());
      renderInApp(routes, { route: '/third-party-payer-invoices/TP-9/preview', user: billTo });
      await userEvent.type(await screen.findByRole('textbox', { name: 'Invoice Number' }), 'EXT-42');
      const amount = screen.getByRole('textbox', { name: 'Invoice Amount' });
      await userEvent.type(amount, typed);
      await userEvent.tab();
      expect(amount).toHaveValue(typed);
      expect(screen.getByText('Enter an amount of 0 or more')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
      await userEvent.clear(amount);
      await userEvent.type(amount, '250');
      expect(screen.queryByText('Enter an amount of 0 or more')).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Invoice updated successfully')).toBeInTheDocument();
      expect(api.requests(API.financials.updateInvoice)[0]?.body).toEqual({
        externalInvoiceNumber: 'EXT-42',
        externalInvoiceAmount: 250,
      });
    },
  );

  it('asks before an unsaved invoice number is left, and a reload gets the browser prompt (issue 27)', async () => {
    previewDouble();
    renderInApp(routes, { route: '/third-party-payer-invoices/TP-9/preview', user: billTo });
    const number = await screen.findByRole('textbox', { name: 'Invoice Number' });
    const reload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(reload()).toBe(false);
    await userEvent.type(number, 'EXT-42');
    expect(reload()).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Close invoice' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Leave this page?You have unsaved changes. If you leave this page, they will be lost.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(currentAddress()).toHaveTextContent('/third-party-payer-invoices/TP-9/preview');
    expect(number).toHaveValue('EXT-42');

    await userEvent.click(screen.getByRole('button', { name: 'Close invoice' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(currentAddress()).toHaveTextContent(/^\/third-party-payer-invoices$/));
  });

  it('the amount alone suffices; Save is disabled while the save is on its way', async () => {
    const api = previewDouble().on(API.financials.updateInvoice, {
      status: 200,
      body: invoiceDetail(),
      delayMs: 200,
    });
    renderInApp(routes, { route: '/third-party-payer-invoices/TP-9/preview', user: billTo });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Invoice Amount' }), '99');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: /Save/ })).toBeDisabled();
    expect(await screen.findByText('Invoice updated successfully')).toBeInTheDocument();
    expect(api.requests(API.financials.updateInvoice)[0]?.body).toEqual({
      externalInvoiceNumber: null,
      externalInvoiceAmount: 99,
    });
  });

  it('a failed save shows the message extracted from the error and keeps the values', async () => {
    previewDouble().on(API.financials.updateInvoice, {
      status: 400,
      body: {
        title: 'One or more validation errors occurred.',
        status: 400,
        errors: { status: ['The invoice can no longer be changed once it is received.'] },
      },
    });
    renderInApp(routes, { route: '/third-party-payer-invoices/TP-9/preview', user: billTo });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Invoice Number' }), 'EXT-42');
    await userEvent.type(screen.getByRole('textbox', { name: 'Invoice Amount' }), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      // The shared formatter's extraction: the headline, then each model-state message.
      await screen.findByText(
        'One or more validation errors occurred. - The invoice can no longer be changed once it is received.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Invoice Number' })).toHaveValue('EXT-42');
    expect(screen.getByRole('textbox', { name: 'Invoice Amount' })).toHaveValue('10');
  });

  it('cannot be saved once RECEIVED; the chip is red (spec 001 §4)', async () => {
    previewDouble({
      invoice: {
        status: { status: 'RECEIVED', description: 'Received' },
        externalInvoiceNumber: 'EXT-1',
        externalInvoiceAmount: 1250,
      },
    });
    renderInApp(routes, { route: '/third-party-payer-invoices/TP-9/preview', user: billTo });
    expect(await screen.findByRole('textbox', { name: 'Invoice Number' })).toHaveValue('EXT-1');
    expect(screen.getByRole('textbox', { name: 'Invoice Amount' })).toHaveValue('1250');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    const chip = screen.getAllByText('Received').find((node) => node.classList.contains('ant-tag'));
    expect(chip).toHaveClass('ant-tag-red');
  });

  it("says 'Invoice number is not valid' for an unknown invoice", async () => {
    installApiDouble().on(API.financials.invoice, {
      status: 404,
      body: { title: 'Not Found', detail: 'nope' },
    });
    renderInApp(routes, { route: '/third-party-payer-invoices/TP-9/preview', user: billTo });
    expect(await screen.findByText('Invoice number is not valid')).toBeInTheDocument();
  });

  it("says 'Shipment ID is not valid' when the invoice's shipment cannot be read", async () => {
    installApiDouble()
      .on(API.financials.invoice, invoiceDetail())
      .on(API.financials.invoiceDocuments, [])
      .on(API.financials.invoiceShipment, { status: 404, body: { title: 'Not Found', detail: 'nope' } });
    renderInApp(routes, { route: '/third-party-payer-invoices/TP-9/preview', user: billTo });
    expect(await screen.findByText('Shipment ID is not valid')).toBeInTheDocument();
  });
});
