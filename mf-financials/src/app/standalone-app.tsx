// This remote's routes mounted the way the host mounts them (the harness itself is shared:
// @trucks/shared-ui/standalone-remote).
import { OwnedRoutes } from '@trucks/shared-ui/standalone-remote';
import { FinancialsRoutes } from './routes';

export function StandaloneRoutes() {
  return <OwnedRoutes app="mf_financials" AppRoutes={FinancialsRoutes} />;
}
