// Spec 000 §2: a signed-in user lacking a route's access sees 'You are not Authorized for this content'.
import { Result } from 'antd';
import { Link } from 'react-router';
import { NOT_AUTHORIZED_MESSAGE } from '@trucks/shared-contracts/access/route-guard';

export function NotAuthorized() {
  return (
    <Result status="403" title={NOT_AUTHORIZED_MESSAGE} extra={<Link to="/">Return to Home Page</Link>} />
  );
}
