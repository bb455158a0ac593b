// The public pages' writes: sign in with a user name and password, ask for a reset link, set a new
// password. Nothing cached changes (MUTATION_INVALIDATES lists none): sign-in starts a fresh cache.
import { accountCalls } from '@trucks/shared-contracts/api/catalogue/account';
import { useApiMutation } from '@trucks/shared-ui/use-api';

type MutationOptions<C extends Parameters<typeof useApiMutation>[0]> = Parameters<
  typeof useApiMutation<C>
>[1];

export const useLogin = (options: MutationOptions<typeof accountCalls.login>) =>
  useApiMutation(accountCalls.login, options);

export const useRequestPasswordReset = (options: MutationOptions<typeof accountCalls.requestPasswordReset>) =>
  useApiMutation(accountCalls.requestPasswordReset, options);

export const useResetPassword = (options: MutationOptions<typeof accountCalls.resetPassword>) =>
  useApiMutation(accountCalls.resetPassword, options);
