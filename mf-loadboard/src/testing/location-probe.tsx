// For tests: shows the router's current address so a test can assert where a click or redirect led.
import { useLocation } from 'react-router';

export function LocationProbe() {
  const location = useLocation();
  return <output aria-label="Current address">{`${location.pathname}${location.search}`}</output>;
}
