// A refused write said in a toast, with the spec's error formatter (000 §5): for the writes that have no
// form to put the server's errors on (a confirmation, a button).
import { App } from 'antd';
import type { ApiError } from '@trucks/shared-contracts/api/client';
import { formatErrorMessage } from '@trucks/shared-contracts/rules/error-message';

export function useErrorToast() {
  const { message } = App.useApp();
  return (error: ApiError) => void message.error(formatErrorMessage(error.body, error.message));
}
