// 'You are not Authorized for this content' (spec 000 §2, 001 §6): a signed-in user without access.
import { Result } from 'antd';
import { NOT_AUTHORIZED_MESSAGE } from '@trucks/shared-contracts/access/route-guard';

export function NotAuthorizedPage() {
  return <Result status="403" title={NOT_AUTHORIZED_MESSAGE} />;
}
