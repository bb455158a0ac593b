// Contacts over the real server: the company's own contacts only, roles and fuzzy search, writes
// that later reads show, bad input that changes nothing.
import { API } from '@trucks/shared-contracts/api/catalogue';
import type { Contact } from '@trucks/shared-contracts/domain/contact';
import type { ItemsPage } from '@trucks/shared-contracts/domain/paged-list';
import { useTrucksApi } from '../test-support/trucks-api-suite';
import { DEMO_COMPANIES } from '../../../demo-accounts';
import { renderPng } from '../seed/document-files';

const K = API.contacts;
const carrier = DEMO_COMPANIES.carrier.id;
const trucks = useTrucksApi({ admin: 'carrier-admin', user: 'carrier-user' });

const ownContacts = () =>
  [...trucks.api.store.contacts.values()].filter((c) => c.companyId === carrier && !c.deleted);
const newContact = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Rosa',
  lastName: 'Delgado',
  title: 'Billing clerk',
  roles: ['Bill-to'],
  emailAddresses: [{ value: 'rosa.delgado@lonestar.test', type: 'Work' }],
  phoneNumbers: [{ value: '(214) 555-0147', type: 'Office' }],
  locations: [],
  permissions: ['CarrierPortal'],
  is3PL: false,
  isCarrier: true,
  companyId: carrier,
  isPortalEnabled: true,
  accessLevels: [],
  isBroker: false,
  isBookable: true,
  isOnHold: false,
  ...overrides,
});

describe('contact lists', () => {
  it('lists the company’s contacts by role, 50 to a page', async () => {
    const page = (await trucks.admin.call(K.list)).json<ItemsPage<Contact>>();
    expect(page).toMatchObject({ page: 1, pageSize: 50, totalCount: ownContacts().length });
    expect(page.items.every((c) => c.companyId === carrier)).toBe(true);
    expect(page.items[0]).not.toHaveProperty('deleted');
    const drivers = (await trucks.admin.call(K.list, { query: { roles: ['Driver'] } })).json<
      ItemsPage<Contact>
    >();
    expect(drivers.totalCount).toBe(ownContacts().filter((c) => c.roles.includes('Driver')).length);
    expect(drivers.items.every((c) => c.roles.includes('Driver'))).toBe(true);
  });

  it('matches q exactly (name start) or fuzzily (words anywhere)', async () => {
    const someone = ownContacts().find((c) => c.roles.includes('AP'))!;
    const exact = (await trucks.admin.call(K.list, { query: { q: someone.lastName.slice(0, 4) } })).json<
      ItemsPage<Contact>
    >();
    expect(exact.items.map((c) => c.id)).toContain(someone.id);
    const reversed = `${someone.lastName} ${someone.firstName}`.toLowerCase();
    expect(
      (await trucks.admin.call(K.list, { query: { q: reversed, fuzzyMatch: false } }))
        .json<ItemsPage<Contact>>()
        .items.map((c) => c.id),
    ).not.toContain(someone.id);
    expect(
      (await trucks.admin.call(K.list, { query: { q: reversed, fuzzyMatch: true } }))
        .json<ItemsPage<Contact>>()
        .items.map((c) => c.id),
    ).toContain(someone.id);
  });

  it('searches drivers, answers the current user’s contact and the company’s contacts by number', async () => {
    const drivers = (await trucks.admin.call(K.searchDrivers, { query: { q: '' } })).json<
      ItemsPage<Contact>
    >();
    expect(drivers.items.length).toBeGreaterThan(0);
    expect(drivers.items.every((c) => c.roles.includes('Driver'))).toBe(true);
    expect((await trucks.admin.call(K.currentUserContact)).json<Contact>()).toMatchObject({
      id: trucks.admin.account.id,
      firstName: trucks.admin.account.firstName,
    });
    expect(
      (
        await trucks.admin.call(K.companyContacts, {
          params: { companyNumber: DEMO_COMPANIES.carrier.number },
        })
      ).json<ItemsPage<Contact>>().totalCount,
    ).toBe(ownContacts().length);
    expect(
      (
        await trucks.admin.call(K.companyContacts, {
          params: { companyNumber: DEMO_COMPANIES.broker.number },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('answers 404 for another company’s contact', async () => {
    const foreign = [...trucks.api.store.contacts.values()].find((c) => c.companyId !== carrier)!;
    expect((await trucks.admin.call(K.get, { params: { id: foreign.id } })).statusCode).toBe(404);
    expect(
      (await trucks.admin.call(K.update, { params: { id: foreign.id }, body: newContact() })).statusCode,
    ).toBe(404);
    expect((await trucks.admin.call(K.delete, { params: { id: foreign.id } })).statusCode).toBe(404);
  });
});

describe('contact writes', () => {
  it('creates a contact with normalised roles; get and list show it; update and delete follow', async () => {
    const created = await trucks.admin.call(K.create, { body: newContact() });
    expect(created.statusCode).toBe(200);
    const contact = created.json<Contact>();
    expect(contact).toMatchObject({
      firstName: 'Rosa',
      roles: ['BillTo'],
      companyName: DEMO_COMPANIES.carrier.name,
      companyNumber: DEMO_COMPANIES.carrier.number,
    });
    expect((await trucks.admin.call(K.get, { params: { id: contact.id } })).json<Contact>().lastName).toBe(
      'Delgado',
    );
    expect(
      (await trucks.admin.call(K.list, { query: { q: 'rosa' } }))
        .json<ItemsPage<Contact>>()
        .items.map((c) => c.id),
    ).toContain(contact.id);

    const updated = await trucks.admin.call(K.update, {
      params: { id: contact.id },
      body: newContact({ id: contact.id, lastName: 'Delgado-Ruiz', roles: ['billing inquiry'] }),
    });
    expect(updated.json<Contact>()).toMatchObject({ lastName: 'Delgado-Ruiz', roles: ['BillingInquiry'] });

    expect((await trucks.admin.call(K.delete, { params: { id: contact.id } })).statusCode).toBe(204);
    expect((await trucks.admin.call(K.get, { params: { id: contact.id } })).statusCode).toBe(404);
  });

  it('refuses bad input, a taken e-mail, another company and a body id mismatch; nothing changes', async () => {
    const count = trucks.api.store.contacts.size;
    const bad = await trucks.admin.call(K.create, {
      body: newContact({
        firstName: ' ',
        emailAddresses: [{ value: 'not-an-email' }],
        isPortalEnabled: 'yes',
      }),
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ errors: object }>().errors).sort()).toEqual([
      'emailAddresses.0.value',
      'firstName',
      'isPortalEnabled',
    ]);
    const taken = ownContacts().find((c) => c.emailAddresses.length)!.emailAddresses[0]!.value;
    expect(
      (await trucks.admin.call(K.create, { body: newContact({ emailAddresses: [{ value: taken }] }) })).json<{
        errors: object;
      }>().errors,
    ).toEqual({
      'emailAddresses.0.value': ['Another contact already has this e-mail address.'],
    });
    expect(
      (await trucks.admin.call(K.create, { body: newContact({ companyId: DEMO_COMPANIES.broker.id }) }))
        .statusCode,
    ).toBe(400);
    const existing = ownContacts().find((c) => c.id !== trucks.admin.account.id)!;
    expect(
      (await trucks.admin.call(K.update, { params: { id: existing.id }, body: newContact({ id: 'other' }) }))
        .statusCode,
    ).toBe(400);
    expect(trucks.api.store.contacts.size).toBe(count);
  });

  it('lets only an admin make someone an admin, and nobody delete their own contact', async () => {
    expect(
      (
        await trucks.user.call(K.create, {
          body: newContact({ emailAddresses: [{ value: 'boss@lonestar.test' }], roles: ['Admin'] }),
        })
      ).statusCode,
    ).toBe(403);
    expect((await trucks.admin.call(K.delete, { params: { id: trucks.admin.account.id } })).statusCode).toBe(
      400,
    );
  });

  it('saves and removes a profile picture; the file is served back', async () => {
    const png = renderPng(3, 8, 8);
    const saved = await trucks.user.call(K.updateProfilePicture, {
      params: { id: trucks.user.account.id },
      body: { name: 'me.png', type: 'ContactProfilepicture', data: png.toString('base64') },
    });
    expect(saved.statusCode).toBe(200);
    const { fileId } = saved.json<{ fileId: string }>();
    expect((await trucks.user.call(K.currentUserContact)).json<Contact>().fileId).toBe(fileId);
    const file = await trucks.user.call(API.casesNotesDocuments.getDocument, { params: { id: fileId } });
    expect(Buffer.compare(file.rawPayload, png)).toBe(0);
    expect(
      (
        await trucks.user.call(K.updateProfilePicture, {
          params: { id: trucks.user.account.id },
          body: { name: 'me.gif', type: 'Avatar', data: '' },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await trucks.user.call(K.removeProfilePicture, { params: { id: trucks.user.account.id } })).statusCode,
    ).toBe(204);
    expect((await trucks.user.call(K.currentUserContact)).json<Contact>().fileId).toBeNull();
  });
});
