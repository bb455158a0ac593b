// /contacts: the company's contacts (spec 000 §2, 001 §7 'list by roles (page, pageSize 50,
// fuzzyMatch; response items, totalCount)'). VIEWS are the roles, FILTERS a search; the top bar has a
// quick search and New Contact. /contacts/{id}/preview opens the preview beside the list.
import { useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { Alert, Button, Input, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { API } from '@trucks/shared-contracts/api/catalogue';
import { queryKeys } from '@trucks/shared-contracts/api/query-keys';
import type { Contact, ContactListQuery } from '@trucks/shared-contracts/domain/contact';
import { ROLE_LABEL } from '@trucks/shared-contracts/domain/permission';
import { FIRST_PAGE, PAGE_SIZE } from '@trucks/shared-contracts/rules/page-sizes';
import { paths } from '@trucks/shared-contracts/routes/paths';
import { FilterForm, FilterViewList, TextFilter } from '@trucks/shared-ui/list-panel';
import type { ListView } from '@trucks/shared-ui/list-panel';
import { ListPage } from '@trucks/shared-ui/list-page';
import { useApiQuery } from '@trucks/shared-ui/use-api';
import { useListFilters } from '@trucks/shared-ui/use-list-filters';
import { contactName, contactTitle, NONE, PortalAccessTag, RoleTags } from './contact-labels';
import { OpenAccessRequests } from './open-access-requests';

const ALL = 'all';
type ContactFilters = { role: string; q: string };
const DEFAULT_FILTERS: ContactFilters = { role: ALL, q: '' };

const ROLE_VIEWS: readonly ListView<string>[] = [
  { key: ALL, label: 'All Contacts' },
  ...Object.entries(ROLE_LABEL).map(([role, label]) => ({ key: role, label })),
];

/** The list call's query: a typed search is fuzzy (every word, anywhere); one role per view. */
export function contactListQuery(filters: ContactFilters, page: number): ContactListQuery {
  const q = filters.q.trim();
  return {
    ...(filters.role !== ALL ? { roles: [filters.role] } : {}),
    ...(q ? { q, fuzzyMatch: true } : {}),
    page,
    pageSize: PAGE_SIZE.contacts,
  };
}

function useContactColumns(search: string): TableColumnsType<Contact> {
  return [
    {
      title: 'Name',
      key: 'name',
      render: (_, contact) => (
        <Link to={`${paths.contactPreview(contact.id)}${search}`}>{contactName(contact)}</Link>
      ),
    },
    { title: 'Title', key: 'title', render: (_, contact) => contactTitle(contact) || NONE },
    {
      title: 'Email',
      key: 'email',
      render: (_, contact) => contact.emailAddresses[0]?.value ?? NONE,
    },
    {
      title: 'Phone',
      key: 'phone',
      render: (_, contact) => {
        const phone = contact.phoneNumbers[0];
        if (!phone) return NONE;
        return phone.extension ? `${phone.value} ext. ${phone.extension}` : phone.value;
      },
    },
    { title: 'Roles', key: 'roles', render: (_, contact) => <RoleTags roles={contact.roles} /> },
    {
      title: 'Portal Access',
      key: 'portalAccess',
      render: (_, contact) => <PortalAccessTag enabled={contact.isPortalEnabled} />,
    },
  ];
}

/** The list; its child route (the preview of /contacts/{id}/preview) renders beside it, so the list stays. */
export function ContactListPage() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const filters = useListFilters(DEFAULT_FILTERS);
  const filtersKey = JSON.stringify(filters.applied);
  // A new search or view starts at the first page.
  const [paging, setPaging] = useState({ filtersKey, page: FIRST_PAGE });
  const page = paging.filtersKey === filtersKey ? paging.page : FIRST_PAGE;
  const query = contactListQuery(filters.applied, page);
  const contacts = useApiQuery(
    API.contacts.list,
    queryKeys.contacts.list(query),
    { query },
    { placeholderData: keepPreviousData },
  );
  const columns = useContactColumns(search);
  const [quickSearch, setQuickSearch] = useState({ from: filters.applied.q, text: filters.applied.q });
  const quickText = quickSearch.from === filters.applied.q ? quickSearch.text : filters.applied.q;

  return (
    <>
      <ListPage
        actions={
          <>
            <Input.Search
              allowClear
              aria-label="Search contacts"
              placeholder="Search contacts"
              value={quickText}
              onChange={(event) => setQuickSearch({ from: filters.applied.q, text: event.target.value })}
              onSearch={(text) => filters.applyNow('q', text.trim())}
              style={{ width: 240 }}
            />
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => void navigate(paths.contactCreate())}
            >
              New Contact
            </Button>
          </>
        }
        views={<FilterViewList label="Contact views" views={ROLE_VIEWS} filters={filters} name="role" />}
        filters={
          <FilterForm>
            <TextFilter
              label="Name, title, email or phone"
              id="contact-search"
              filters={filters}
              name="q"
              maxLength={100}
            />
          </FilterForm>
        }
        onReset={filters.reset}
        onApply={filters.apply}
        loading={contacts.isPending}
        empty={Boolean(contacts.data) && contacts.data?.items.length === 0}
        emptyMessage={filters.applied.q ? 'No Matching Contacts Found' : 'No Contacts Yet'}
      >
        <OpenAccessRequests />
        {contacts.isError ? (
          <Alert
            type="error"
            showIcon
            title={contacts.error.message}
            style={{ margin: 16 }}
            action={
              <Button size="small" onClick={() => void contacts.refetch()}>
                Retry
              </Button>
            }
          />
        ) : (
          <Table<Contact>
            rowKey="id"
            size="middle"
            columns={columns}
            dataSource={contacts.data?.items ?? []}
            loading={contacts.isFetching && !contacts.isPending}
            style={{ padding: 16 }}
            scroll={{ x: 900 }}
            pagination={{
              current: page,
              pageSize: PAGE_SIZE.contacts,
              total: contacts.data?.totalCount ?? 0,
              showSizeChanger: false,
              hideOnSinglePage: true,
              showTotal: (total) => `${total} contacts`,
              onChange: (next) => setPaging({ filtersKey, page: next }),
            }}
          />
        )}
      </ListPage>
      <Outlet />
    </>
  );
}
