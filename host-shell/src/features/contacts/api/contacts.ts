// The contacts calls (spec 001 §7 'list by roles (page, pageSize 50, fuzzyMatch; response items,
// totalCount)', get, create, update): each call's query options and hook side by side. The list and
// the preview, the preview and the edit form read through the same options, so one cache entry
// serves them all, and hovering a name in the list prefetches its preview.
import { useQuery } from '@tanstack/react-query';
import { API } from '@trucks/shared-contracts/api/catalogue';
import { queryKeys } from '@trucks/shared-contracts/api/query-keys';
import type { ContactListQuery } from '@trucks/shared-contracts/domain/contact';
import { apiQueryOptions, useApiMutation } from '@trucks/shared-ui/use-api';

export const contactListQueryOptions = (query: ContactListQuery) =>
  apiQueryOptions(API.contacts.list, queryKeys.contacts.list(query), { query });

export const contactQueryOptions = (contactId: string) =>
  apiQueryOptions(API.contacts.get, queryKeys.contacts.detail(contactId), { params: { id: contactId } });

export const useContact = (contactId: string) => useQuery(contactQueryOptions(contactId));

export const useCreateContact = () => useApiMutation(API.contacts.create);

export const useUpdateContact = () => useApiMutation(API.contacts.update);
