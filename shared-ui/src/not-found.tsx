// The not-found page of the spec ('Route Not Found'): shown by the host for /not-found and by each
// remote for an unknown sub-path of the routes it owns.
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { StatusView } from './status-view';

export const NOT_FOUND_TEXT = 'Route Not Found';

export function NotFound() {
  const navigate = useNavigate();
  return (
    <StatusView
      status="not-found"
      title={NOT_FOUND_TEXT}
      extra={
        // '/' lets the host's route fallback pick the persona's home (dashboard, accounting, shipments).
        <Button type="primary" onClick={() => navigate('/')}>
          Back to Home
        </Button>
      }
    />
  );
}
