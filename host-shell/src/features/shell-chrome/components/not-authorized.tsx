// Spec 000 §2: a signed-in user lacking a route's access sees 'You are not Authorized for this content'.
import { Link } from 'react-router';
import { StatusView } from '@trucks/shared-ui/status-view';
import { NOT_AUTHORIZED_MESSAGE } from '@trucks/shared-contracts/access/route-guard';

export function NotAuthorized() {
  return (
    <StatusView
      status="forbidden"
      title={NOT_AUTHORIZED_MESSAGE}
      extra={<Link to="/">Return to Home Page</Link>}
    />
  );
}
