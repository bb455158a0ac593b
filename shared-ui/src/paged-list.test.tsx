import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router';
import { API } from '@trucks/shared-contracts/api/catalogue';
import { queryKeys } from '@trucks/shared-contracts/api/query-keys';
import type { Contact, ContactListQuery } from '@trucks/shared-contracts/domain/contact';
import { installApiDouble } from './api-double';
import type { RecordedRequest } from './api-double';
import { FilterViewList } from './list-views';
import { PagedListPage, usePagedList } from './paged-list';
import type { ListColumn } from './paged-list';
import { currentAddress, renderInApp, signedInUser } from './testing';
import { apiQueryOptions } from './use-api';
import { PHONE_WIDTH, restoreViewport, setViewportWidth } from './test-viewport';

jest.setTimeout(30_000);

const person = (index: number): Contact =>
  ({
    id: `K-${index}`,
    firstName: `Driver${index}`,
    lastName: 'Smith',
    emailAddresses: [{ value: `driver${index}@lonestar.test` }],
  }) as Contact;

const people = (count: number, from = 1) => Array.from({ length: count }, (_, index) => person(from + index));

const COLUMNS: ListColumn<Contact>[] = [
  {
    key: 'name',
    title: 'Name',
    render: (row) => `${row.firstName} ${row.lastName}`,
    csv: (row) => row.firstName,
    sortKey: 'name',
  },
  {
    key: 'email',
    title: 'Email',
    render: (row) => row.emailAddresses[0]?.value,
    csv: (row) => `=${row.lastName}`,
  },
];

type Filters = { view: string; q: string };

function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Back
    </button>
  );
}

function People({ onOpen = jest.fn() }: { onOpen?: (row: Contact) => void }) {
  const list = usePagedList({
    defaults: { view: 'all', q: '' } as Filters,
    pageSize: 2,
    pageQuery: ({ filters, page, pageSize, sort }) => {
      const query: ContactListQuery & { sort?: string } = {
        page,
        pageSize,
        ...(filters.view === 'all' ? {} : { roles: [filters.view] }),
        ...(sort ? { sort: `${sort.key}:${sort.direction}` } : {}),
      };
      return apiQueryOptions(API.contacts.list, queryKeys.contacts.list(query), { query });
    },
    rowsOf: (answer) => ({ items: answer.items, total: answer.totalCount }),
  });
  return (
    <PagedListPage
      title="People"
      list={list}
      columns={COLUMNS}
      rowKey={(row) => row.id}
      noun={{ one: 'person', other: 'people' }}
      emptyMessage={{ filtered: 'No drivers match', unfiltered: 'Nobody yet' }}
      onOpen={onOpen}
      exportFileName="people"
      views={
        <FilterViewList
          label="People views"
          views={[
            { key: 'all', label: 'Everyone' },
            { key: 'Driver', label: 'Drivers' },
          ]}
          filters={list.filters}
          name="view"
        />
      }
      filters={null}
    />
  );
}

const pageOf = (request: RecordedRequest, all: Contact[]) => {
  const page = Number(request.query.page);
  return { items: all.slice((page - 1) * 2, page * 2), totalCount: all.length };
};

afterEach(() => restoreViewport());

describe('PagedListPage', () => {
  it('shows skeleton rows, then the count and the rows of the page in the URL', async () => {
    const all = people(5);
    const api = installApiDouble().on(API.contacts.list, (request) => ({
      status: 200,
      body: pageOf(request, all),
      delayMs: 50,
    }));
    renderInApp(<People />, { route: '/people?page=2', user: signedInUser() });
    expect(screen.getByRole('status', { name: 'Loading list' })).toBeInTheDocument();
    expect(await screen.findByText('5 people')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Driver3 Smith' })).toBeInTheDocument();
    expect(api.requests(API.contacts.list)[0]?.query).toEqual({ page: '2', pageSize: '2' });

    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByRole('cell', { name: 'Driver5 Smith' })).toBeInTheDocument();
    await waitFor(() => expect(currentAddress()).toHaveTextContent('/people?page=3'));
  });

  it('keeps the view and the sort in the URL, and a new view starts at the first page', async () => {
    const api = installApiDouble().on(API.contacts.list, (request) => pageOf(request, people(5)));
    renderInApp(<People />, { route: '/people?page=2', user: signedInUser() });
    await screen.findByText('5 people');

    await userEvent.click(within(screen.getByRole('list', { name: 'People views' })).getByText('Drivers'));
    await waitFor(() => expect(currentAddress()).toHaveTextContent(/^\/people\?view=Driver$/));
    expect(api.requests(API.contacts.list).at(-1)?.query).toEqual({
      page: '1',
      pageSize: '2',
      roles: 'Driver',
    });

    await userEvent.click(screen.getByRole('columnheader', { name: /Name/ }));
    await waitFor(() => expect(currentAddress()).toHaveTextContent('/people?view=Driver&sort=name'));
    expect(api.requests(API.contacts.list).at(-1)?.query).toMatchObject({ sort: 'name:asc' });
  });

  it('sorts by a header (ascending, descending, none), and Back shows the list before the change', async () => {
    const api = installApiDouble().on(API.contacts.list, (request) => pageOf(request, people(5)));
    renderInApp(
      <>
        <People />
        <BackButton />
      </>,
      { route: '/people', user: signedInUser() },
    );
    await screen.findByText('5 people');
    const nameHeader = () => screen.getByRole('columnheader', { name: /Name/ });
    expect(nameHeader()).not.toHaveAttribute('aria-sort');

    await userEvent.click(nameHeader());
    await waitFor(() => expect(nameHeader()).toHaveAttribute('aria-sort', 'ascending'));
    await waitFor(() => expect(currentAddress()).toHaveTextContent('/people?sort=name'));
    await userEvent.click(within(nameHeader()).getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(nameHeader()).toHaveAttribute('aria-sort', 'descending'));
    await waitFor(() => expect(currentAddress()).toHaveTextContent('/people?sort=-name'));
    expect(api.requests(API.contacts.list).at(-1)?.query).toMatchObject({ sort: 'name:desc' });

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(currentAddress()).toHaveTextContent('/people?sort=name'));
    expect(nameHeader()).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(nameHeader());
    await userEvent.click(nameHeader());
    await waitFor(() => expect(nameHeader()).not.toHaveAttribute('aria-sort'));
    await waitFor(() => expect(currentAddress()).toHaveTextContent(/^\/people$/));
  });

  it('says why it is empty, and offers to reset the filters that caused it', async () => {
    installApiDouble().on(API.contacts.list, (request) =>
      request.query.roles ? { items: [], totalCount: 0 } : pageOf(request, people(1)),
    );
    renderInApp(<People />, { route: '/people?view=Driver', user: signedInUser() });
    expect(await screen.findByText('No drivers match')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(await screen.findByText('1 person')).toBeInTheDocument();
    await waitFor(() => expect(currentAddress()).toHaveTextContent(/^\/people$/));
  });

  it('shows the error with Retry, which asks again', async () => {
    let fail = true;
    installApiDouble().on(API.contacts.list, (request) =>
      fail ? { status: 503, body: { detail: 'Contacts are unavailable' } } : pageOf(request, people(2)),
    );
    renderInApp(<People />, { route: '/people', user: signedInUser() });
    expect(await screen.findByText('Contacts are unavailable')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('2 people')).toBeInTheDocument();
  });

  it('moves between rows with the arrow keys and opens one with Enter or a click', async () => {
    installApiDouble().on(API.contacts.list, (request) => pageOf(request, people(2)));
    const onOpen = jest.fn();
    renderInApp(<People onOpen={onOpen} />, { route: '/people', user: signedInUser() });
    const first = (await screen.findByRole('cell', { name: 'Driver1 Smith' })).closest('tr')!;
    first.focus();
    await userEvent.keyboard('{ArrowDown}');
    const second = screen.getByRole('cell', { name: 'Driver2 Smith' }).closest('tr')!;
    expect(second).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onOpen).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'K-2' }));
    await userEvent.click(screen.getByRole('cell', { name: 'Driver1 Smith' }));
    expect(onOpen).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'K-1' }));
  });

  it('exports every page of the current view as CSV, formulas neutralised', async () => {
    const api = installApiDouble().on(API.contacts.list, (request) => pageOf(request, people(5)));
    const blobs: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:people';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderInApp(<People />, { route: '/people', user: signedInUser() });
    await screen.findByText('5 people');

    await userEvent.click(screen.getByRole('button', { name: /Export CSV/ }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(api.requests(API.contacts.list).map((request) => request.query.page)).toEqual(['1', '2', '3']);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs[0]!);
    });
    expect(text.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'Name,Email',
      "Driver1,'=Smith",
      "Driver2,'=Smith",
      "Driver3,'=Smith",
      "Driver4,'=Smith",
      "Driver5,'=Smith",
    ]);
    click.mockRestore();
  });

  it('keeps only the rows in view in the DOM past 100 rows', async () => {
    function Many() {
      const list = usePagedList({
        defaults: { q: '' },
        pageSize: 1000,
        pageQuery: ({ page, pageSize }) =>
          apiQueryOptions(API.contacts.list, queryKeys.contacts.list({ page, pageSize }), {
            query: { page, pageSize },
          }),
        rowsOf: (answer) => ({ items: answer.items, total: answer.totalCount }),
      });
      return (
        <PagedListPage
          list={list}
          columns={COLUMNS}
          rowKey={(row) => row.id}
          noun={{ one: 'person', other: 'people' }}
          emptyMessage={{ filtered: '', unfiltered: '' }}
          views={null}
          filters={null}
        />
      );
    }
    installApiDouble().on(API.contacts.list, { items: people(400), totalCount: 400 });
    renderInApp(<Many />, { route: '/people', user: signedInUser() });
    const table = await screen.findByRole('table');
    expect(table).toHaveAttribute('aria-rowcount', '401');
    const rendered = within(table).getAllByRole('row').length;
    expect(rendered).toBeGreaterThan(5);
    expect(rendered).toBeLessThan(60);
    expect(within(table).getByRole('cell', { name: 'Driver1 Smith' })).toBeInTheDocument();
    expect(within(table).queryByRole('cell', { name: 'Driver400 Smith' })).not.toBeInTheDocument();
  });

  it('shows cards on a phone, each opening its row', async () => {
    setViewportWidth(PHONE_WIDTH);
    installApiDouble().on(API.contacts.list, (request) => pageOf(request, people(2)));
    const onOpen = jest.fn();
    renderInApp(<People onOpen={onOpen} />, { route: '/people', user: signedInUser() });
    await screen.findByText('2 people');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = screen.getByText('Driver2 Smith').closest('li')!;
    expect(within(card).getByText('Email')).toBeInTheDocument();
    act(() => card.focus());
    fireEvent.keyDown(card, { key: 'Enter' });
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 'K-2' }));
  });
});
