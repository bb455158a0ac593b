import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { API } from '@trucks/shared-contracts/api/catalogue';
import type { Contact, ContactInput } from '@trucks/shared-contracts/domain/contact';
import type { LoggedInUser } from '@trucks/shared-contracts/domain/user';
import { currentAddress } from '@trucks/shared-ui/testing';
import { installApiDouble } from '@trucks/shared-ui/api-double';
import { renderInShell, signedInUser } from '../../../test/render';
import { ContactsRoutes } from './contacts-routes';

// antd forms typed key by key in jsdom take seconds on a busy 2-core machine.
jest.setTimeout(30_000);

const admin = signedInUser({ id: 'U-100', companyId: 'C-100', roles: ['Admin'], isCarrier: true });

function contact(overrides: Partial<Contact>): Contact {
  return {
    id: 'K-1',
    firstName: 'Maria',
    lastName: 'Lopez',
    title: 'Dispatcher',
    functionTitle: null,
    roles: ['BillTo'],
    emailAddresses: [{ value: 'maria.lopez@lonestar.test', type: 'Work' }],
    phoneNumbers: [{ value: '(512) 555-0199', extension: '4' }],
    linkedInProfileUrl: null,
    locations: ['Austin yard'],
    permissions: ['CarrierPortal'],
    is3PL: false,
    isCarrier: true,
    fileId: null,
    companyId: 'C-100',
    companyNumber: 'CAR-100',
    companyName: 'Lone Star Carriers',
    isPortalEnabled: true,
    accessLevels: ['Dispatch'],
    userName: 'maria.lopez@lonestar.test',
    isBroker: false,
    isBookable: true,
    isOnHold: false,
    ...overrides,
  };
}

const maria = contact({});
const dale = contact({
  id: 'K-2',
  firstName: 'Dale',
  lastName: 'Nguyen',
  title: null,
  functionTitle: 'Driver',
  roles: ['Driver'],
  emailAddresses: [{ value: 'dale.nguyen@lonestar.test' }],
  phoneNumbers: [],
  permissions: ['DriverPortal'],
  isPortalEnabled: false,
});

function renderContacts(route: string, user: LoggedInUser = admin) {
  return renderInShell(
    <Routes>
      <Route path="/contacts/*" element={<ContactsRoutes />} />
    </Routes>,
    { route, user },
  );
}

/** Whether a reload or a close now would get the browser's 'Leave site?' prompt. */
function reloadPrompted(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

function rowOf(name: string): HTMLElement {
  const row = screen.getByRole('link', { name }).closest('tr');
  if (!row) throw new Error(`No row for ${name}`);
  return row;
}

describe('/contacts', () => {
  it('lists the contacts (name, title, email, phone, roles, portal access), 50 a page, with the open access requests for admins', async () => {
    const api = installApiDouble()
      .on(API.contacts.list, { items: [maria, dale], totalCount: 2, page: 1, pageSize: 50 })
      .on(API.account.openAccessRequestCount, { count: 3 });
    renderContacts('/contacts');

    expect(screen.getByRole('heading', { name: 'Contacts' })).toBeInTheDocument();
    const mariaRow = await screen
      .findByRole('link', { name: 'Maria Lopez' })
      .then(() => rowOf('Maria Lopez'));
    expect(within(mariaRow).getByText('Dispatcher')).toBeInTheDocument();
    expect(within(mariaRow).getByText('maria.lopez@lonestar.test')).toBeInTheDocument();
    expect(within(mariaRow).getByText('(512) 555-0199 ext. 4')).toBeInTheDocument();
    expect(within(mariaRow).getByText('Bill-to')).toBeInTheDocument();
    expect(within(mariaRow).getByText('Enabled')).toBeInTheDocument();
    const daleRow = rowOf('Dale Nguyen');
    expect(within(daleRow).getAllByText('Driver')).toHaveLength(2); // function title and role
    expect(within(daleRow).getByText('No Access')).toBeInTheDocument();

    expect(await screen.findByText('3 open access requests')).toBeInTheDocument();
    expect(api.requests(API.contacts.list)[0]?.query).toEqual({ page: '1', pageSize: '50' });
  });

  it('searches with fuzzyMatch, pages through the results and filters by a role view', async () => {
    const many = Array.from({ length: 50 }, (_, index) =>
      contact({ id: `K-${index + 10}`, firstName: `Driver${index}`, lastName: 'Smith' }),
    );
    const api = installApiDouble()
      .on(API.contacts.list, (request) => ({
        items: request.query.page === '2' ? [dale] : many,
        totalCount: 51,
        page: Number(request.query.page),
        pageSize: 50,
      }))
      .on(API.account.openAccessRequestCount, { count: 0 });
    renderContacts('/contacts');
    await screen.findByRole('link', { name: 'Driver0 Smith' });

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('link', { name: 'Dale Nguyen' })).toBeInTheDocument();
    expect(api.requests(API.contacts.list).at(-1)?.query).toMatchObject({ page: '2', pageSize: '50' });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search contacts' }), 'smith austin{Enter}');
    await waitFor(() =>
      expect(api.requests(API.contacts.list).at(-1)?.query).toEqual({
        q: 'smith austin',
        fuzzyMatch: 'true',
        page: '1',
        pageSize: '50',
      }),
    );
    await waitFor(() => expect(currentAddress()).toHaveTextContent('/contacts?q=smith+austin'));

    await userEvent.click(within(screen.getByRole('list', { name: 'Contact views' })).getByText('Driver'));
    await waitFor(() =>
      expect(api.requests(API.contacts.list).at(-1)?.query).toMatchObject({
        roles: 'Driver',
        q: 'smith austin',
      }),
    );
  });

  it('loads the filter form with the FILTERS tab, and applies its search', async () => {
    const api = installApiDouble()
      .on(API.contacts.list, { items: [maria], totalCount: 1 })
      .on(API.account.openAccessRequestCount, { count: 0 });
    renderContacts('/contacts?q=lopez');
    await screen.findByRole('link', { name: 'Maria Lopez' });
    expect(screen.queryByRole('textbox', { name: 'Name, title, email or phone' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'FILTERS' }));
    const search = await screen.findByRole('textbox', { name: 'Name, title, email or phone' });
    expect(search).toHaveValue('lopez');
    await userEvent.clear(search);
    await userEvent.type(search, 'maria');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(api.requests(API.contacts.list).at(-1)?.query).toEqual({
        q: 'maria',
        fuzzyMatch: 'true',
        page: '1',
        pageSize: '50',
      }),
    );
  });

  it('shows the error of a failed list', async () => {
    installApiDouble()
      .on(API.contacts.list, { status: 500, body: { detail: 'Contacts are unavailable' } })
      .on(API.account.openAccessRequestCount, { count: 0 });
    renderContacts('/contacts');
    expect(await screen.findByText('Contacts are unavailable')).toBeInTheDocument();
  });

  it('asks nothing about access requests for a user who is not an admin', async () => {
    const api = installApiDouble().on(API.contacts.list, { items: [maria], totalCount: 1 });
    renderContacts('/contacts', signedInUser({ roles: ['BillTo'], permissions: ['CarrierPortal'] }));
    await screen.findByRole('link', { name: 'Maria Lopez' });
    expect(api.requests(API.account.openAccessRequestCount)).toEqual([]);
    expect(screen.queryByText(/open access request/)).not.toBeInTheDocument();
  });
});

describe('/contacts/{contactId}/preview', () => {
  it("shows the contact's details beside the list, with Edit", async () => {
    installApiDouble()
      .on(API.contacts.list, { items: [maria, dale], totalCount: 2 })
      .on(API.contacts.get, (request) => (request.params.id === 'K-1' ? maria : { status: 404 }))
      .on(API.account.openAccessRequestCount, { count: 0 });
    renderContacts('/contacts/K-1/preview');

    const panel = await screen.findByRole('dialog');
    expect(await within(panel).findByText('Maria Lopez')).toBeInTheDocument();
    expect(within(panel).getByText('Lone Star Carriers')).toBeInTheDocument();
    expect(within(panel).getByText('Carrier Portal')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Dale Nguyen' })).toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('button', { name: /Edit/ }));
    await waitFor(() => expect(currentAddress()).toHaveTextContent('/contacts/K-1/edit'));
  });

  it('shows an error state for an unknown contact', async () => {
    installApiDouble()
      .on(API.contacts.list, { items: [maria], totalCount: 1 })
      .on(API.contacts.get, {
        status: 404,
        body: { title: 'Not Found', detail: 'Contact K-404 was not found.' },
      })
      .on(API.account.openAccessRequestCount, { count: 0 });
    renderContacts('/contacts/K-404/preview');

    const panel = await screen.findByRole('dialog');
    expect(await within(panel).findByText('Contact Not Found')).toBeInTheDocument();
    expect(within(panel).getByText('Contact K-404 was not found.')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Back to Contacts' }));
    await waitFor(() => expect(currentAddress()).toHaveTextContent(/^\/contacts$/));
  });
});

describe('/contacts/create and /contacts/{contactId}/edit', () => {
  it("creates a contact with normalised roles and says 'Contact Successfully Created'", async () => {
    const api = installApiDouble()
      .on(API.contacts.create, (request) => ({ ...maria, ...(request.body as ContactInput), id: 'K-9' }))
      .on(API.contacts.get, maria)
      .on(API.contacts.list, { items: [maria], totalCount: 1 })
      .on(API.account.openAccessRequestCount, { count: 0 });
    renderContacts('/contacts/create');

    await userEvent.type(await screen.findByRole('textbox', { name: 'First Name' }), 'Rosa');
    await userEvent.type(screen.getByRole('textbox', { name: 'Last Name' }), 'Delgado');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Email address 1' }),
      'rosa.delgado@lonestar.test',
    );
    await userEvent.type(screen.getByRole('combobox', { name: 'Roles' }), 'Bill-to,billing inquiry,');
    await userEvent.click(screen.getByRole('button', { name: 'Create Contact' }));

    expect(await screen.findByText('Contact Successfully Created')).toBeInTheDocument();
    expect(api.requests(API.contacts.create)[0]?.body).toEqual({
      firstName: 'Rosa',
      lastName: 'Delgado',
      title: null,
      emailAddresses: [{ value: 'rosa.delgado@lonestar.test' }],
      phoneNumbers: [],
      linkedInProfileUrl: null,
      roles: ['BillTo', 'BillingInquiry'],
      locations: [],
      permissions: [],
      is3PL: false,
      isCarrier: true,
      companyId: 'C-100',
      isPortalEnabled: false,
      accessLevels: [],
      userName: 'rosa.delgado@lonestar.test',
      isBroker: false,
      isBookable: true,
      isOnHold: false,
    });
    await waitFor(() => expect(currentAddress()).toHaveTextContent('/contacts/K-9/preview'));
  });

  it("asks 'Leave this page?' before a new contact's unsaved changes are left, and a reload gets the browser's prompt (issue 27)", async () => {
    installApiDouble()
      .on(API.contacts.list, { items: [maria], totalCount: 1 })
      .on(API.account.openAccessRequestCount, { count: 0 });
    renderContacts('/contacts/create');
    expect(reloadPrompted()).toBe(false);
    await userEvent.type(screen.getByRole('textbox', { name: 'First Name' }), 'Rosa');
    expect(reloadPrompted()).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Leave this page?You have unsaved changes. If you leave this page, they will be lost.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(currentAddress()).toHaveTextContent('/contacts/create');
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveValue('Rosa');

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(currentAddress()).toHaveTextContent(/^\/contacts$/));
  });

  it("an edit's unsaved changes are asked about too; a saved edit leaves without a question", async () => {
    installApiDouble()
      .on(API.contacts.get, maria)
      .on(API.contacts.update, (request) => ({ ...maria, ...(request.body as ContactInput) }))
      .on(API.contacts.list, { items: [maria], totalCount: 1 })
      .on(API.account.openAccessRequestCount, { count: 0 });
    renderContacts('/contacts/K-1/edit');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Title' }), ' (nights)');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Leave this page?');
    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Contact Successfully Updated')).toBeInTheDocument();
    await waitFor(() => expect(currentAddress()).toHaveTextContent('/contacts/K-1/preview'));
    expect(reloadPrompted()).toBe(false);
  });

  it('checks the form before sending', async () => {
    const api = installApiDouble();
    renderContacts('/contacts/create');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Email address 1' }), 'rosa@');
    await userEvent.click(screen.getByRole('button', { name: 'Create Contact' }));
    expect(await screen.findByText('First name is required.')).toBeInTheDocument();
    expect(screen.getByText('A valid email address is required.')).toBeInTheDocument();
    expect(api.requests(API.contacts.create)).toEqual([]);
  });

  it('saves an edit, keeping what the form does not show, and says so', async () => {
    const api = installApiDouble()
      .on(API.contacts.get, maria)
      .on(API.contacts.update, (request) => ({ ...maria, ...(request.body as ContactInput) }))
      .on(API.contacts.list, { items: [maria], totalCount: 1 })
      .on(API.account.openAccessRequestCount, { count: 0 });
    renderContacts('/contacts/K-1/edit');

    const title = await screen.findByRole('textbox', { name: 'Title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Lead Dispatcher');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Contact Successfully Updated')).toBeInTheDocument();
    const sent = api.requests(API.contacts.update)[0];
    expect(sent?.params).toEqual({ id: 'K-1' });
    expect(sent?.body).toMatchObject({
      id: 'K-1',
      title: 'Lead Dispatcher',
      roles: ['BillTo'],
      locations: ['Austin yard'],
      accessLevels: ['Dispatch'],
      isPortalEnabled: true,
      permissions: ['CarrierPortal'],
    });
    await waitFor(() => expect(currentAddress()).toHaveTextContent('/contacts/K-1/preview'));
  });

  it('keeps what was typed and shows the message when the save fails', async () => {
    installApiDouble()
      .on(API.contacts.get, maria)
      .on(API.contacts.update, {
        status: 400,
        body: {
          title: 'One or more validation errors occurred.',
          errors: { 'emailAddresses.0.value': ['Another contact already has this e-mail address.'] },
        },
      });
    renderContacts('/contacts/K-1/edit');

    const email = await screen.findByRole('textbox', { name: 'Email address 1' });
    await userEvent.clear(email);
    await userEvent.type(email, 'dale.nguyen@lonestar.test');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Another contact already has this e-mail address.',
    );
    expect(screen.getByRole('textbox', { name: 'Email address 1' })).toHaveValue('dale.nguyen@lonestar.test');
    await waitFor(() => expect(currentAddress()).toHaveTextContent('/contacts/K-1/edit'));
  });

  it('shows an error state when the contact to edit does not exist', async () => {
    installApiDouble().on(API.contacts.get, {
      status: 404,
      body: { detail: 'Contact K-404 was not found.' },
    });
    renderContacts('/contacts/K-404/edit');
    expect(await screen.findByText('Contact Not Found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('shows Route Not Found for an unknown sub-path', () => {
    installApiDouble();
    renderContacts('/contacts/K-1/history');
    expect(screen.getByText('Route Not Found')).toBeInTheDocument();
  });
});
