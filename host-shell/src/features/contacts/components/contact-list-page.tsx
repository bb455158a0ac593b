// /contacts: the company's contacts (spec 000 §2, 001 §7) on the shared paged list. VIEWS are the
// roles, FILTERS a search; the top bar has the quick search and New Contact. /contacts/{id}/preview
// opens the preview beside the list (the child route), so the list stays as it was.
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import type { Contact } from '@trucks/shared-contracts/domain/contact';
import { ROLE_LABEL, roleLabel } from '@trucks/shared-contracts/domain/permission';
import { paths } from '@trucks/shared-contracts/routes/paths';
import { lazyPanel } from '@trucks/shared-ui/lazy-panel';
import { FilterViewList } from '@trucks/shared-ui/list-views';
import { ListSearchBox } from '@trucks/shared-ui/list-search-box';
import type { ListView } from '@trucks/shared-ui/list-views';
import { PagedListPage, usePagedList } from '@trucks/shared-ui/paged-list';
import type { ListColumn } from '@trucks/shared-ui/paged-list';
import {
  ALL_CONTACTS,
  CONTACT_LIST,
  contactListQuery,
  contactListQueryOptions,
  contactQueryOptions,
} from '../api/contacts';
import { contactName, contactTitle, NONE, PortalAccessTag, RoleTags } from './contact-labels';
import { OpenAccessRequests } from './open-access-requests';

// The filter form (antd's form) loads with the FILTERS tab, not with the list's rows.
const ContactListFilterForm = lazyPanel(
  () => import('./contact-list-filters').then((m) => m.ContactListFilterForm),
  'Loading filters',
  'The filters could not be loaded.',
);

const ROLE_VIEWS: readonly ListView<string>[] = [
  { key: ALL_CONTACTS, label: 'All Contacts' },
  ...Object.entries(ROLE_LABEL).map(([role, label]) => ({ key: role, label })),
];

const firstPhone = (contact: Contact) => {
  const phone = contact.phoneNumbers[0];
  if (!phone) return undefined;
  return phone.extension ? `${phone.value} ext. ${phone.extension}` : phone.value;
};

function useContactColumns(): ListColumn<Contact>[] {
  const { search } = useLocation();
  const queryClient = useQueryClient();
  return [
    {
      key: 'name',
      title: 'Name',
      render: (contact) => (
        <Link
          to={`${paths.contactPreview(contact.id)}${search}`}
          onMouseEnter={() => void queryClient.prefetchQuery(contactQueryOptions(contact.id))}
        >
          {contactName(contact)}
        </Link>
      ),
      csv: contactName,
    },
    {
      key: 'title',
      title: 'Title',
      render: (contact) => contactTitle(contact) || NONE,
      csv: contactTitle,
    },
    {
      key: 'email',
      title: 'Email',
      render: (contact) => contact.emailAddresses[0]?.value ?? NONE,
      csv: (contact) => contact.emailAddresses[0]?.value,
    },
    {
      key: 'phone',
      title: 'Phone',
      render: (contact) => firstPhone(contact) ?? NONE,
      csv: firstPhone,
    },
    {
      key: 'roles',
      title: 'Roles',
      render: (contact) => <RoleTags roles={contact.roles} />,
      csv: (contact) => contact.roles.map(roleLabel).join('; '),
    },
    {
      key: 'portalAccess',
      title: 'Portal Access',
      render: (contact) => <PortalAccessTag enabled={contact.isPortalEnabled} />,
      csv: (contact) => (contact.isPortalEnabled ? 'Enabled' : 'No Access'),
    },
  ];
}

export function ContactListPage() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const list = usePagedList({
    ...CONTACT_LIST,
    pageQuery: (request) => contactListQueryOptions(contactListQuery(request)),
    rowsOf: (page) => ({ items: page.items, total: page.totalCount }),
  });
  const { filters } = list;

  return (
    <PagedListPage
      list={list}
      columns={useContactColumns()}
      rowKey={(contact) => contact.id}
      noun={{ one: 'contact', other: 'contacts' }}
      emptyMessage={{ filtered: 'No Matching Contacts Found', unfiltered: 'No Contacts Yet' }}
      onOpen={(contact) => void navigate(`${paths.contactPreview(contact.id)}${search}`)}
      exportFileName="contacts"
      notice={<OpenAccessRequests />}
      actions={
        <>
          <ListSearchBox label="Search contacts" filters={filters} name="q" />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(paths.contactCreate())}>
            New Contact
          </Button>
        </>
      }
      views={<FilterViewList label="Contact views" views={ROLE_VIEWS} filters={filters} name="role" />}
      filters={<ContactListFilterForm filters={filters} />}
      preloadFilters={ContactListFilterForm.preload}
    >
      <Outlet />
    </PagedListPage>
  );
}
