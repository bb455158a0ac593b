// Admins see the open access requests at the top of /contacts (spec 000 §6). The catalogue has only
// the count (access_requests/open_count): the same query as the user menu's badge.
import { Alert } from 'antd';
import { isAdmin } from '@trucks/shared-contracts/access/user-traits';
import { useSession } from '@trucks/shared-contracts/session/use-session';
import { useOpenAccessRequestCount } from '../../../api/open-access-requests';

function openAccessRequestsText(count: number): string {
  if (count === 0) return 'No open access requests';
  return count === 1 ? '1 open access request' : `${count} open access requests`;
}

export function OpenAccessRequests() {
  const admin = useSession((session) => (session.user ? isAdmin(session.user) : false));
  const count = useOpenAccessRequestCount(admin);
  if (!admin || count.isPending) return null;
  if (count.isError)
    return <Alert type="error" showIcon title={count.error.message} style={{ margin: '12px 16px 0' }} />;
  return (
    <Alert
      type={count.data.count > 0 ? 'info' : 'success'}
      showIcon
      title={openAccessRequestsText(count.data.count)}
      description={
        count.data.count > 0
          ? 'Contacts waiting for portal access: open a contact, turn on Portal Access and save.'
          : undefined
      }
      style={{ margin: '12px 16px 0' }}
    />
  );
}
