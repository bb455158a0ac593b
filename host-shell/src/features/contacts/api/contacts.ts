// The contacts calls (spec 001 §7 'list by roles (page, pageSize 50, fuzzyMatch; response items,
// totalCount)', get, create, update): each call's query options and hook side by side. The list and
// the preview, the preview and the edit form read through the same options, so one cache entry
// serves them all, and hovering a name in the list prefetches its preview. The list's filters, their
// defaults and how they become the call's query live here too, beside the call, so the page and its
// filter form both read them from this file and not from each other.
import { useQuery } from '@tanstack/react-query';
import { contactCalls } from '@trucks/shared-contracts/api/catalogue/contacts';
import { queryKeys } from '@trucks/shared-contracts/api/query-keys';
import type { ContactListQuery } from '@trucks/shared-contracts/domain/contact';
import { PAGE_SIZE } from '@trucks/shared-contracts/rules/page-sizes';
import type { ListPageRequest } from '@trucks/shared-ui/list-request';
import { apiQueryOptions, useApiMutation } from '@trucks/shared-ui/use-api';

/** The view of every contact, whatever their roles; the other views are one role each. */
export const ALL_CONTACTS = 'all';

export type ContactFilters = { role: string; q: string };

const DEFAULT_FILTERS: ContactFilters = { role: ALL_CONTACTS, q: '' };

/** The list's filters' defaults and its page size (spec 001 §7: 50), for usePagedList. */
export const CONTACT_LIST = { defaults: DEFAULT_FILTERS, pageSize: PAGE_SIZE.contacts };

/** The list call's query: a typed search is fuzzy (every word, anywhere); one role per view. */
export function contactListQuery({
  filters,
  page,
  pageSize,
}: ListPageRequest<ContactFilters>): ContactListQuery {
  const q = filters.q.trim();
  return {
    ...(filters.role !== ALL_CONTACTS ? { roles: [filters.role] } : {}),
    ...(q ? { q, fuzzyMatch: true } : {}),
    page,
    pageSize,
  };
}

export const contactListQueryOptions = (query: ContactListQuery) =>
  apiQueryOptions(contactCalls.list, queryKeys.contacts.list(query), { query });

export const contactQueryOptions = (contactId: string) =>
  apiQueryOptions(contactCalls.get, queryKeys.contacts.detail(contactId), { params: { id: contactId } });

export const useContact = (contactId: string) => useQuery(contactQueryOptions(contactId));

export const useCreateContact = () => useApiMutation(contactCalls.create);

export const useUpdateContact = () => useApiMutation(contactCalls.update);
