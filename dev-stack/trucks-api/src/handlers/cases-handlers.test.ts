// Cases and notes over the real server: scoping to the user's company, the spec's filters and
// counts, writes that later reads show, and bad input that changes nothing.
import { API } from '@trucks/shared-contracts/api/catalogue';
import { CaseStatus } from '@trucks/shared-contracts/domain/case-status';
import { CaseType } from '@trucks/shared-contracts/domain/case-type';
import { EntityType } from '@trucks/shared-contracts/domain/entity-type';
import type { Case, CaseCountStats } from '@trucks/shared-contracts/domain/case';
import type { CaseComment, MentionableUser, Note } from '@trucks/shared-contracts/domain/note';
import type { PagedList } from '@trucks/shared-contracts/domain/paged-list';
import { useTrucksApi } from '../test-support/trucks-api-suite';
import { DEMO_COMPANIES } from '../../../demo-accounts';
import { draftJson } from '../seed/draft-json';

const C = API.casesNotesDocuments;
const trucks = useTrucksApi({ admin: 'carrier-admin', shipper: 'shipper', broker: 'broker' });

const ownCases = () =>
  [...trucks.api.store.cases.values()].filter((c) => c.carrierId === DEMO_COMPANIES.carrier.id);
const otherCase = () =>
  [...trucks.api.store.cases.values()].find(
    (c) => c.carrierId !== DEMO_COMPANIES.carrier.id && c.customerId !== DEMO_COMPANIES.carrier.id,
  )!;
const ownDeliveredShipment = () =>
  [...trucks.api.store.shipments.values()].find(
    (s) => s.carrierId === DEMO_COMPANIES.carrier.id && s.status >= 7,
  )!;

describe('cases: scoped to the user company (spec 001 §6)', () => {
  it('lists only the carrier’s own cases, 50 to a page, newest first', async () => {
    const response = await trucks.admin.call(C.cases);
    expect(response.statusCode).toBe(200);
    const page = response.json<PagedList<Case>>();
    expect(page.totalCount).toBe(ownCases().length);
    expect(page.pageSize).toBe(50);
    expect(page.data.length).toBe(Math.min(50, ownCases().length));
    const ownIds = new Set(ownCases().map((c) => c.id));
    expect(page.data.every((c) => ownIds.has(c.id))).toBe(true);
    const created = page.data.map((c) => Date.parse(c.createdDateTime));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    // The wire shape only: no server bookkeeping leaks.
    expect(page.data[0]).not.toHaveProperty('carrierId');
    expect(page.data[0]).not.toHaveProperty('comments');
  });

  it('answers 404 for another company’s case, as for a made-up id', async () => {
    const foreign = otherCase();
    expect((await trucks.admin.call(C.get, { params: { id: foreign.id } })).statusCode).toBe(404);
    expect((await trucks.admin.call(C.notes, { params: { id: foreign.id } })).statusCode).toBe(404);
    expect((await trucks.admin.call(C.get, { params: { id: 'no-such-case' } })).statusCode).toBe(404);
  });

  it('keeps brokers out of cases (spec 001 §6)', async () => {
    expect((await trucks.broker.call(C.cases)).statusCode).toBe(403);
  });

  it('filters by status, type, activeOnly and search, and rejects a bad filter with model-state errors', async () => {
    const onHold = await trucks.admin.call(C.cases, {
      query: { caseStatuses: [CaseStatus.OnHold, CaseStatus.BrokerUpdatePending] },
    });
    const rows = onHold.json<PagedList<Case>>().data;
    expect(
      rows.every((c) => c.status === CaseStatus.OnHold || c.status === CaseStatus.BrokerUpdatePending),
    ).toBe(true);
    expect(onHold.json<PagedList<Case>>().totalCount).toBe(
      ownCases().filter((c) => c.status === CaseStatus.OnHold || c.status === CaseStatus.BrokerUpdatePending)
        .length,
    );

    const active = (await trucks.admin.call(C.cases, { query: { activeOnly: true, pageSize: 1000 } })).json<
      PagedList<Case>
    >().data;
    expect(active.some((c) => c.status === CaseStatus.Resolved || c.status === CaseStatus.Voided)).toBe(
      false,
    );

    const sample = ownCases()[0]!;
    const bySearch = (await trucks.admin.call(C.cases, { query: { search: sample.caseNumber } })).json<
      PagedList<Case>
    >();
    expect(bySearch.data.map((c) => c.caseNumber)).toEqual([sample.caseNumber]);

    const bad = await trucks.admin.call(C.cases, { query: { caseStatuses: ['urgent'], sort: 'color' } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ errors: Record<string, string[]> }>().errors).sort()).toEqual([
      'caseStatuses.0',
      'sort',
    ]);
  });

  it('counts new / inProgress / onHold / resolved by the case-status collapse, adding up to the list', async () => {
    const stats = (await trucks.admin.call(C.countStats)).json<CaseCountStats>();
    expect(stats.new + stats.inProgress + stats.onHold + stats.resolved).toBe(ownCases().length);
    const expectedOnHold = ownCases().filter(
      (c) =>
        [5, 6, 7, 8].includes(c.status) &&
        !(c.carrierCaseResolutionType === 1 || c.carrierCaseResolutionType === 2),
    ).length;
    expect(stats.onHold).toBe(expectedOnHold);
    expect((await trucks.admin.call(C.statusCounts)).statusCode).toBe(400);
  });

  it('searches with the filter model as a body', async () => {
    const response = await trucks.admin.call(C.search, {
      body: { caseTypes: [CaseType.Detention], pageSize: 500 },
    });
    expect(response.statusCode).toBe(200);
    const page = response.json<PagedList<Case>>();
    expect(page.totalCount).toBe(ownCases().filter((c) => c.caseType === CaseType.Detention).length);
    expect((await trucks.admin.call(C.search, { body: { caseTypes: 'detention' } })).statusCode).toBe(400);
  });
});

describe('case creation', () => {
  it('creates a case on the user’s shipment that later reads show, with its history', async () => {
    const shipment = ownDeliveredShipment();
    const before = (await trucks.admin.call(C.countStats)).json<CaseCountStats>();
    const response = await trucks.admin.call(C.create, {
      body: {
        shipmentId: shipment.id,
        caseType: CaseType.Detention,
        subject: 'Detention at receiver',
        description: 'Driver waited 5 hours.',
        requestedAmount: 250,
      },
    });
    expect(response.statusCode).toBe(200);
    const created = response.json<Case>();
    expect(created).toMatchObject({
      status: CaseStatus.New,
      shipmentNumber: shipment.shipmentNumber,
      subject: 'Detention at receiver',
      requestedAmount: 250,
      isVoided: false,
    });

    expect((await trucks.admin.call(C.get, { params: { id: created.id } })).json<Case>().caseNumber).toBe(
      created.caseNumber,
    );
    const forShipment = (
      await trucks.admin.call(C.cases, { query: { shipmentId: shipment.shipmentNumber } })
    ).json<PagedList<Case>>();
    expect(forShipment.data.map((c) => c.id)).toContain(created.id);
    expect((await trucks.admin.call(C.countStats)).json<CaseCountStats>().new).toBe(before.new + 1);
    const history = (await trucks.admin.call(C.history, { params: { id: created.id } })).json<
      { description: string; changedBy: string }[]
    >();
    expect(history).toEqual([
      expect.objectContaining({
        description: 'Case created',
        changedBy: `${trucks.admin.account.firstName} ${trucks.admin.account.lastName}`,
      }),
    ]);
  });

  it('refuses bad input field by field and creates nothing', async () => {
    const count = trucks.api.store.cases.size;
    const missing = await trucks.admin.call(C.create, {
      body: { caseType: 999, subject: '  ', requestedAmount: 'lots' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ title: 'One or more validation errors occurred.', status: 400 });
    expect(Object.keys(missing.json<{ errors: object }>().errors).sort()).toEqual([
      'caseType',
      'description',
      'requestedAmount',
      'shipmentId',
      'subject',
    ]);

    const foreignShipment = [...trucks.api.store.shipments.values()].find(
      (s) => s.carrierId && s.carrierId !== DEMO_COMPANIES.carrier.id,
    )!;
    const foreign = await trucks.admin.call(C.create, {
      body: { shipmentId: foreignShipment.id, caseType: CaseType.Detention, subject: 'x', description: 'y' },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json<{ errors: Record<string, string[]> }>().errors.shipmentId).toEqual([
      'No shipment found with that id.',
    ]);
    expect(trucks.api.store.cases.size).toBe(count);
  });
});

describe('case notes and entity notes', () => {
  it('pages case notes (page 1, pageSize 50) in time order', async () => {
    const record = ownCases().find((c) => c.comments.length > 1)!;
    const page = (
      await trucks.admin.call(C.notes, { params: { id: record.id }, query: { page: 1, pageSize: 50 } })
    ).json<PagedList<CaseComment>>();
    expect(page.totalCount).toBe(record.comments.length);
    expect(page.data.map((c) => c.caseId)).toEqual(record.comments.map(() => record.id));
  });

  it('adds a note with mentions; the case and the notes list show it; internal notes stay read-only', async () => {
    const record = ownCases()[1]!;
    const colleague = [...trucks.api.store.contacts.values()].find(
      (c) =>
        c.companyId === DEMO_COMPANIES.carrier.id && c.isPortalEnabled && c.id !== trucks.admin.account.id,
    )!;
    const text = 'Receipt uploaded, please review';
    const created = await trucks.admin.call(C.addNote, {
      body: {
        entityId: record.id,
        entityDescription: `Case ${record.caseNumber}`,
        entityType: EntityType.Case,
        entityLink: `/cases/${record.caseNumber}/preview/notes`,
        noteContent: text,
        noteHTML: `<p>${text}</p>`,
        noteJSON: draftJson(text),
        notifyUsers: [{ id: colleague.id, email: colleague.emailAddresses[0]!.value }],
      },
    });
    expect(created.statusCode).toBe(200);
    const note = created.json<Note>();
    expect(note).toMatchObject({
      noteContent: text,
      allowPortalAccess: true,
      isReadonly: false,
      entityId: record.id,
      creator: { firstName: trucks.admin.account.firstName },
    });
    expect(trucks.api.store.notes.get(note.id)?.notifiedUsers).toEqual([
      { id: colleague.id, email: colleague.emailAddresses[0]!.value },
    ]);

    const caseNotes = (await trucks.admin.call(C.notes, { params: { id: record.id } })).json<
      PagedList<CaseComment>
    >();
    expect(caseNotes.data.map((c) => c.content)).toContain(text);
    const entityNotes = (await trucks.admin.call(C.entityNotes, { query: { entityId: record.id } })).json<
      Note[]
    >();
    expect(entityNotes.map((n) => n.id)).toContain(note.id);

    const updated = await trucks.admin.call(C.updateNote, {
      params: { noteId: note.id },
      body: { noteContent: 'Edited', noteHTML: '<p>Edited</p>', noteJSON: draftJson('Edited') },
    });
    expect(updated.json<Note>().noteContent).toBe('Edited');
    expect((await trucks.admin.call(C.deleteNote, { params: { noteId: note.id } })).statusCode).toBe(204);
    expect(
      (await trucks.admin.call(C.entityNotes, { query: { entityId: record.id } }))
        .json<Note[]>()
        .map((n) => n.id),
    ).not.toContain(note.id);
  });

  it('shows internal shipment notes with allowPortalAccess false and refuses to change them', async () => {
    const internal = [...trucks.api.store.notes.values()].find((n) => !n.allowPortalAccess)!;
    const notes = (
      await trucks.admin.call(C.entityNotes, {
        query: { entityId: internal.entityId, entityType: EntityType.Shipment },
      })
    ).json<Note[]>();
    expect(notes.find((n) => n.id === internal.id)).toMatchObject({
      allowPortalAccess: false,
      isReadonly: true,
    });
    expect((await trucks.admin.call(C.deleteNote, { params: { noteId: internal.id } })).statusCode).toBe(403);
    expect(trucks.api.store.notes.has(internal.id)).toBe(true);
  });

  it('refuses blank notes, broken editor state and unknown mentions, saving nothing', async () => {
    const shipment = ownDeliveredShipment();
    const count = trucks.api.store.notes.size;
    const base = {
      entityId: shipment.id,
      entityDescription: 'x',
      entityType: EntityType.Shipment,
      entityLink: '/x',
      noteHTML: '<p></p>',
    };
    const blank = await trucks.admin.call(C.addNote, {
      body: {
        ...base,
        noteContent: '   ',
        noteJSON: '{not json',
        notifyUsers: [{ id: 'nobody', email: 'nobody@x.test' }],
      },
    });
    expect(blank.statusCode).toBe(400);
    expect(Object.keys(blank.json<{ errors: object }>().errors).sort()).toEqual(['noteContent', 'noteJSON']);
    const unknownMention = await trucks.admin.call(C.addNote, {
      body: {
        ...base,
        noteContent: 'hi',
        noteJSON: draftJson('hi'),
        notifyUsers: [{ id: 'nobody', email: 'nobody@x.test' }],
      },
    });
    expect(unknownMention.json<{ errors: object }>().errors).toEqual({
      'notifyUsers.0.id': ['No such user to notify.'],
    });
    const invoiceMention = await trucks.admin.call(C.addNote, {
      body: {
        ...base,
        entityType: EntityType.ThirdParty,
        entityId: [...trucks.api.store.thirdPartyInvoices.values()].find(
          (i) => i.carrierId === DEMO_COMPANIES.carrier.id,
        )!.invoiceId,
        noteContent: 'hi',
        noteJSON: draftJson('hi'),
        notifyUsers: [{ id: trucks.admin.account.id, email: trucks.admin.account.email }],
      },
    });
    expect(invoiceMention.json<{ errors: object }>().errors).toEqual({
      notifyUsers: ['Mentions are disabled in invoice comments.'],
    });
    expect(trucks.api.store.notes.size).toBe(count);
  });

  it('hides another carrier’s notes and refuses to write on its records', async () => {
    const foreignShipment = [...trucks.api.store.shipments.values()].find(
      (s) =>
        s.carrierId &&
        s.carrierId !== DEMO_COMPANIES.carrier.id &&
        s.customerId !== DEMO_COMPANIES.shipper.id,
    )!;
    const foreignNote = {
      entityId: foreignShipment.id,
      entityDescription: 'x',
      entityType: EntityType.Shipment,
      entityLink: '/x',
      noteContent: 'hi',
      noteHTML: '<p>hi</p>',
      noteJSON: draftJson('hi'),
    };
    expect((await trucks.admin.call(C.addNote, { body: foreignNote })).statusCode).toBe(400);
    expect(
      (await trucks.admin.call(C.entityNotes, { query: { entityId: foreignShipment.id } })).json<Note[]>(),
    ).toEqual([]);
    expect((await trucks.admin.call(C.entityNotes)).statusCode).toBe(400);
  });
});

describe('mentions', () => {
  it('offers the portal contacts of both parties of a shipment, matched on first or last name', async () => {
    const shipment =
      [...trucks.api.store.shipments.values()].find(
        (s) => s.carrierId === DEMO_COMPANIES.carrier.id && s.customerId === DEMO_COMPANIES.shipper.id,
      ) ?? ownDeliveredShipment();
    const all = (
      await trucks.admin.call(C.mentions, {
        query: { entityType: EntityType.Shipment, shipmentId: shipment.id },
      })
    ).json<MentionableUser[]>();
    expect(all.length).toBeGreaterThan(0);
    const companies = new Set(all.map((u) => u.companyName));
    expect(
      [...companies].every((name) =>
        [DEMO_COMPANIES.carrier.name, trucks.api.store.companies.get(shipment.customerId)!.name].includes(
          name!,
        ),
      ),
    ).toBe(true);
    const someone = all[0]!;
    const search = someone.lastName.slice(0, 3).toLowerCase();
    const found = (
      await trucks.admin.call(C.mentions, {
        query: { entityType: EntityType.Shipment, shipmentId: shipment.id, search },
      })
    ).json<MentionableUser[]>();
    expect(
      found.every(
        (u) => u.firstName.toLowerCase().startsWith(search) || u.lastName.toLowerCase().startsWith(search),
      ),
    ).toBe(true);
    expect(found.map((u) => u.id)).toContain(someone.id);
  });

  it('limits carrierId mentions to the user’s own company', async () => {
    expect(
      (
        await trucks.admin.call(C.mentions, {
          query: { entityType: EntityType.Carrier, carrierId: DEMO_COMPANIES.carrier.id },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await trucks.admin.call(C.mentions, {
          query: { entityType: EntityType.Carrier, carrierId: DEMO_COMPANIES.broker.id },
        })
      ).statusCode,
    ).toBe(403);
    expect((await trucks.admin.call(C.mentions, { query: {} })).statusCode).toBe(400);
  });

  it('lets a shipper see the cases on its own freight only', async () => {
    const page = (await trucks.shipper.call(C.cases, { query: { pageSize: 1000 } })).json<PagedList<Case>>();
    const expected = [...trucks.api.store.cases.values()].filter(
      (c) => c.customerId === DEMO_COMPANIES.shipper.id,
    ).length;
    expect(page.totalCount).toBe(expected);
  });
});
