// The public pages' writes: sign in with a user name and password, ask for a reset link, set a new
// password. Nothing cached changes (MUTATION_INVALIDATES lists none): sign-in starts a fresh cache.
import { API } from '@trucks/shared-contracts/api/catalogue';
import { useApiMutation } from '@trucks/shared-ui/use-api';

type MutationOptions<C extends Parameters<typeof useApiMutation>[0]> = Parameters<
  typeof useApiMutation<C>
>[1];

export const useLogin = (options: MutationOptions<typeof API.account.login>) =>
  useApiMutation(API.account.login, options);

export const useRequestPasswordReset = (options: MutationOptions<typeof API.account.requestPasswordReset>) =>
  useApiMutation(API.account.requestPasswordReset, options);

export const useResetPassword = (options: MutationOptions<typeof API.account.resetPassword>) =>
  useApiMutation(API.account.resetPassword, options);
