// GET api/v1/documents/{id}: the file itself as a blob (spec 000 §7, 001 §7), read through the client
// so the request carries the session; the viewer draws a PDF from it and downloads and prints it.
import { useQuery } from '@tanstack/react-query';
import { casesNotesDocumentsCalls } from '@trucks/shared-contracts/api/catalogue/cases-notes-documents';
import { queryKeys } from '@trucks/shared-contracts/api/query-keys';
import { apiQueryOptions } from '@trucks/shared-ui/use-api';

export const useDocumentFile = (id: string | undefined, enabled: boolean) =>
  useQuery({
    ...apiQueryOptions(casesNotesDocumentsCalls.getDocument, queryKeys.documents.part(id ?? '', 'file'), {
      params: { id: id ?? '' },
    }),
    enabled: enabled && !!id,
    staleTime: Infinity,
  });
