// The profile pages' calls: the user as the API has it now (the shared current-user read, shown at
// once from the session), the profile save, the ELD integrations and their sync, and the picture
// (read as a document, saved and removed through the contacts calls). Saves invalidate ['me'] and
// ['contacts'] through MUTATION_INVALIDATES, so the shell's user menu follows.
import { useQuery } from '@tanstack/react-query';
import { accountCalls } from '@trucks/shared-contracts/api/catalogue/account';
import { carrierCalls } from '@trucks/shared-contracts/api/catalogue/carriers';
import { casesNotesDocumentsCalls } from '@trucks/shared-contracts/api/catalogue/cases-notes-documents';
import { contactCalls } from '@trucks/shared-contracts/api/catalogue/contacts';
import { queryKeys } from '@trucks/shared-contracts/api/query-keys';
import { useSession } from '@trucks/shared-contracts/session/use-session';
import { apiQueryOptions, useApiMutation } from '@trucks/shared-ui/use-api';
import { useCurrentUser } from '../../../api/current-user';

export function useProfileUser() {
  const sessionUser = useSession((session) => session.user);
  return useCurrentUser({ enabled: Boolean(sessionUser), placeholderData: sessionUser ?? undefined });
}

export const useUpdateProfile = () => useApiMutation(accountCalls.updateProfile);

const eldIntegrationSettingsQueryOptions = () =>
  apiQueryOptions(
    carrierCalls.eldIntegrationSettings,
    queryKeys.carriers.part('me', 'eldIntegrationSettings'),
    {},
  );

export const useEldIntegrationSettings = () => useQuery(eldIntegrationSettingsQueryOptions());

export const useSyncEldIntegrations = () => useApiMutation(carrierCalls.sync);

/** The picture's file; never stale (a new picture has a new file id). */
const profilePictureQueryOptions = (fileId: string | null | undefined) =>
  apiQueryOptions(
    casesNotesDocumentsCalls.getDocument,
    queryKeys.documents.detail(fileId ?? ''),
    { params: { id: fileId ?? '' } },
    { enabled: Boolean(fileId) && typeof URL.createObjectURL === 'function', staleTime: Infinity },
  );

export const useProfilePictureFile = (fileId: string | null | undefined) =>
  useQuery(profilePictureQueryOptions(fileId));

export const useSaveProfilePicture = () => useApiMutation(contactCalls.updateProfilePicture);

export const useRemoveProfilePicture = () => useApiMutation(contactCalls.removeProfilePicture);
