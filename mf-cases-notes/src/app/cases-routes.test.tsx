import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@trucks/shared-contracts/api/catalogue';
import { CarrierCaseResolutionType, CaseStatus } from '@trucks/shared-contracts/domain/case-status';
import { CaseType } from '@trucks/shared-contracts/domain/case-type';
import { installApiDouble } from '@trucks/shared-ui/api-double';
import { currentAddress, renderInApp, signedInUser } from '@trucks/shared-ui/testing';
import { PHONE_WIDTH, restoreViewport, setViewportWidth } from '@trucks/shared-ui/test-viewport';
import { StandaloneRoutes } from './standalone-app';
import { caseOf, pageOf } from '../test/case-fixtures';
import { ShipmentCases } from '../features/cases/components/shipment-cases';

jest.setTimeout(30_000);

const C = API.casesNotesDocuments;
const carrier = signedInUser();
const COUNTS = { new: 3, inProgress: 2, onHold: 1, resolved: 7 };

const renderAt = (route: string) => renderInApp(<StandaloneRoutes />, { route, user: carrier });

/** antd's select renders its options in a virtual list: narrow by typing, then click the option. */
async function pickOption(user: ReturnType<typeof userEvent.setup>, combobox: HTMLElement, label: string) {
  await user.click(combobox);
  await user.type(combobox, label);
  await waitFor(() =>
    expect(document.querySelector(`.ant-select-item-option[title="${label}"]`)).not.toBeNull(),
  );
  await user.click(document.querySelector(`.ant-select-item-option[title="${label}"]`)!);
}

function rowOf(caseNumber: string): HTMLElement {
  const row = screen.getByRole('link', { name: caseNumber }).closest('tr');
  if (!row) throw new Error(`No row for case ${caseNumber}`);
  return row;
}

describe('/cases (Accessorial Requests)', () => {
  it('lists the New view 50 a page with the status counts of cases/count_stats as views', async () => {
    const api = installApiDouble()
      .on(C.cases, pageOf([caseOf()], 1))
      .on(C.countStats, COUNTS);
    renderAt('/cases');

    const row = await screen.findByRole('link', { name: '5001' }).then(() => rowOf('5001'));
    expect(within(row).getByText('Detention')).toBeInTheDocument();
    expect(within(row).getByText('New')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: '100200' })).toHaveAttribute(
      'href',
      '/all-shipments/100200/preview',
    );
    expect(within(row).getByText('Mar 02, 2026 9:30 CST')).toBeInTheDocument();
    expect(within(row).getByText('Lone Star Carriers (Carrier), Acme Foods (Customer)')).toBeInTheDocument();

    const views = screen.getByRole('list', { name: 'Case status' });
    await waitFor(() => expect(within(views).getByTitle('13')).toBeInTheDocument());
    const expected: [string, string][] = [
      ['New', '3'],
      ['In Progress', '2'],
      ['On Hold', '1'],
      ['Resolved', '7'],
      ['All', '13'],
    ];
    for (const [label, count] of expected)
      expect(within(within(views).getByText(label).closest('li')!).getByTitle(count)).toBeInTheDocument();

    expect(api.requests(C.cases)[0]?.query).toEqual({
      caseStatuses: String(CaseStatus.New),
      sort: '-createdDateTime',
      page: '1',
      pageSize: '50',
    });
    expect(api.requests(C.countStats)[0]?.query).toEqual({});
  });

  it('001 §4: the row chip is the collapsed status (a Paid resolution reads Resolved; the on-hold family On Hold)', async () => {
    installApiDouble()
      .on(C.cases, ({ query }) =>
        pageOf(
          query.caseStatuses === undefined
            ? [
                caseOf({
                  id: 'a',
                  caseNumber: '6001',
                  status: CaseStatus.InProgress,
                  carrierCaseResolutionType: CarrierCaseResolutionType.Paid,
                }),
                caseOf({ id: 'b', caseNumber: '6002', status: CaseStatus.CarrierDocumentsPending }),
                caseOf({ id: 'c', caseNumber: '6003', status: CaseStatus.Voided, isVoided: true }),
              ]
            : [],
        ),
      )
      .on(C.countStats, COUNTS);
    renderAt('/cases?view=all');
    await screen.findByRole('link', { name: '6001' });
    expect(within(rowOf('6001')).getByText('Resolved')).toBeInTheDocument();
    expect(within(rowOf('6002')).getByText('On Hold')).toBeInTheDocument();
    expect(within(rowOf('6003')).getByText('Resolved (Voided)')).toBeInTheDocument();
  });

  it('sends the carrier’s filters (type, shipment, dates, search, active only) and the view’s statuses', async () => {
    const api = installApiDouble().on(C.cases, pageOf([])).on(C.countStats, COUNTS);
    renderAt(
      `/cases?view=onHold&caseType=${CaseType.Detention}&shipment=100200&fromDate=2026-03-01&toDate=2026-03-31&search=lumper&activeOnly=true`,
    );
    expect(await screen.findByText('No Matching Cases Found')).toBeInTheDocument();
    expect(api.requests(C.cases)[0]?.query).toEqual({
      caseStatuses: ['5', '6', '7', '8'],
      caseTypes: String(CaseType.Detention),
      shipmentId: '100200',
      fromDate: '2026-03-01',
      toDate: '2026-03-31',
      search: 'lumper',
      activeOnly: 'true',
      sort: '-createdDateTime',
      page: '1',
      pageSize: '50',
    });
    expect(api.requests(C.countStats)[0]?.query).not.toHaveProperty('caseStatuses');
  });

  it('loads its filter form with the FILTERS tab: Active only applied asks for active cases', async () => {
    const user = userEvent.setup();
    const api = installApiDouble()
      .on(C.cases, pageOf([caseOf()]))
      .on(C.countStats, COUNTS);
    renderAt('/cases');
    await screen.findByRole('link', { name: '5001' });
    await user.click(screen.getByRole('tab', { name: 'FILTERS' }));
    for (const label of ['Search', 'Case Type', 'Shipment #', 'Created'])
      expect(await screen.findByLabelText(label)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Active only' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(api.requests(C.cases).at(-1)?.query.activeOnly).toBe('true'));
    await waitFor(() => expect(api.requests(C.countStats).at(-1)?.query.activeOnly).toBe('true'));
  });

  it('an empty list says why; a failed list offers Retry', async () => {
    let fail = true;
    installApiDouble()
      .on(C.cases, () => (fail ? { status: 500, body: { detail: 'Case service down' } } : pageOf([caseOf()])))
      .on(C.countStats, COUNTS);
    renderAt('/cases');
    const retry = await screen.findByRole('button', { name: 'Retry' });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('link', { name: '5001' })).toBeInTheDocument();
  });

  it('on a 390px phone the cases are cards that open the case, and Create Case opens full width', async () => {
    setViewportWidth(PHONE_WIDTH);
    try {
      installApiDouble()
        .on(C.cases, pageOf([caseOf()]))
        .on(C.countStats, COUNTS)
        .on(C.get, caseOf())
        .on(C.history, []);
      renderAt('/cases');
      await screen.findByRole('link', { name: '5001' });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: /Create Case/ }));
      const dialog = await screen.findByRole('dialog');
      expect(dialog.closest('.ant-modal')).toHaveStyle({ width: '100%' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await userEvent.click(screen.getByRole('link', { name: '5001' }));
      await waitFor(() => expect(currentAddress()).toHaveTextContent('/cases/5001/preview'));
    } finally {
      restoreViewport();
    }
  });

  it("'Create Case' from the list asks for the shipment; 'Case created!' and the list and counts refresh", async () => {
    const user = userEvent.setup();
    const api = installApiDouble()
      .on(C.cases, pageOf([]))
      .on(C.countStats, COUNTS)
      .on(C.create, caseOf({ caseNumber: '5002' }));
    renderAt('/cases');
    await screen.findByText('No cases found: you have not raised an accessorial request yet');
    await user.click(screen.getByRole('button', { name: /Create Case/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Shipment #'), '100200');
    await pickOption(user, within(dialog).getByLabelText('Case Type'), 'Detention');
    await user.type(within(dialog).getByLabelText('Description'), 'Held 4 hours');
    const listCalls = api.requests(C.cases).length;
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Case created!')).toBeInTheDocument();
    expect(api.requests(C.create)[0]?.body).toEqual({
      shipmentId: '100200',
      caseType: CaseType.Detention,
      subject: 'Detention',
      description: 'Held 4 hours',
    });
    await waitFor(() => expect(api.requests(C.cases).length).toBeGreaterThan(listCalls));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a failed create keeps every value and shows the server’s error on its field', async () => {
    const user = userEvent.setup();
    installApiDouble()
      .on(C.cases, pageOf([]))
      .on(C.countStats, COUNTS)
      .on(C.create, {
        status: 400,
        body: { title: 'Invalid', errors: { shipmentId: ['No shipment found with that id.'] } },
      });
    renderAt('/cases');
    await user.click(await screen.findByRole('button', { name: /Create Case/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Shipment #'), '999');
    await pickOption(user, within(dialog).getByLabelText('Case Type'), 'TONU');
    await user.type(within(dialog).getByLabelText('Description'), 'Truck ordered, not used');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await within(dialog).findAllByText('No shipment found with that id.')).not.toHaveLength(0);
    expect(within(dialog).getByLabelText('Shipment #')).toHaveValue('999');
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Truck ordered, not used');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('/cases/{caseNumber}/preview', () => {
  it('shows the header (type, collapsed status), the case’s fields and the history timeline', async () => {
    installApiDouble()
      .on(
        C.get,
        caseOf({
          status: CaseStatus.BrokerUpdatePending,
          statusDescription: 'Broker Update Pending',
          assignee: 'Pat Doe',
        }),
      )
      .on(C.history, [
        {
          id: 'h1',
          timeStamp: '2026-03-02T15:30:00Z',
          description: 'Case created',
          changedBy: 'Casey Rivera',
        },
        {
          id: 'h2',
          timeStamp: '2026-03-03T16:00:00Z',
          description: 'Status changed from New to Broker Update Pending',
          changedBy: 'Pat Doe',
        },
      ]);
    renderAt('/cases/5001/preview/history');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Case 5001 · Detention' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('On Hold')[0]).toBeInTheDocument();
    expect(await screen.findByText('Status changed from New to Broker Update Pending')).toBeInTheDocument();
    expect(screen.getByText('Pat Doe · Mar 03, 2026 10:00 CST')).toBeInTheDocument();
    expect(screen.getByText('$150.00')).toBeInTheDocument();
    expect(screen.getByText('Broker Update Pending')).toBeInTheDocument();
    expect(screen.getByText('Held 4 hours at the receiver.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'History', selected: true })).toBeInTheDocument();
  });

  it('an unknown case: Case Not Found', async () => {
    installApiDouble()
      .on(C.get, { status: 404, body: { title: 'Not Found', detail: 'Case 77 was not found.' } })
      .on(C.history, { status: 404, body: { title: 'Not Found' } });
    renderAt('/cases/77/preview/history');
    expect(await screen.findByText('Case Not Found')).toBeInTheDocument();
  });

  it('the tabs move between the sub-pages by address', async () => {
    installApiDouble().on(C.get, caseOf()).on(C.history, []).on(API.shipments.documents, []);
    renderAt('/cases/5001/preview/history');
    await screen.findByText('No history yet');
    await userEvent.click(screen.getByRole('tab', { name: 'Documents' }));
    await waitFor(() => expect(currentAddress()).toHaveTextContent('/cases/5001/preview/documents'));
    // A case's documents are those of its shipment.
    expect(await screen.findByText('No documents on this case yet')).toBeInTheDocument();
  });
});

describe('./ShipmentCases', () => {
  it('lists the shipment’s cases (page size 1000) and creates one for this shipment', async () => {
    const user = userEvent.setup();
    let created = false;
    const api = installApiDouble()
      .on(C.cases, () => pageOf(created ? [caseOf(), caseOf({ id: 'n', caseNumber: '5002' })] : [caseOf()]))
      .on(C.create, () => {
        created = true;
        return caseOf({ id: 'n', caseNumber: '5002' });
      });
    renderInApp(<ShipmentCases shipmentId="ship-1" shipmentNumber="100200" />, { user: carrier });
    const region = await screen.findByRole('region', { name: 'Cases of shipment 100200' });
    expect(await within(region).findByRole('link', { name: 'Case 5001' })).toHaveAttribute(
      'href',
      '/cases/5001/preview',
    );
    expect(api.requests(C.cases)[0]?.query).toEqual({ shipmentId: 'ship-1', page: '1', pageSize: '1000' });

    await user.click(within(region).getByRole('button', { name: /Create Case/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Create Case for Shipment #100200')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Shipment #')).not.toBeInTheDocument();
    await pickOption(user, within(dialog).getByLabelText('Case Type'), 'Detention');
    await user.type(within(dialog).getByLabelText('Description'), 'Held');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Case created!')).toBeInTheDocument();
    expect(api.requests(C.create)[0]?.body).toMatchObject({ shipmentId: 'ship-1' });
    expect(await within(region).findByRole('link', { name: 'Case 5002' })).toBeInTheDocument();
  });
});
