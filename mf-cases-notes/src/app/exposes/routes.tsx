import type { RemoteModules, RoutesProps } from '@trucks/shared-contracts/federation/remote-modules';
import { AppSightings } from '@trucks/shared-ui/app-sightings';
import { CasesNotesRoutes } from '../routes';

/** What the host mounts: the routes, and this app's report to the suite's diagnostics. */
function ExposedRoutes(props: RoutesProps<'mf_cases_notes'>) {
  return (
    <>
      <AppSightings app="mf_cases_notes" />
      <CasesNotesRoutes {...props} />
    </>
  );
}

export default ExposedRoutes satisfies RemoteModules['mf_cases_notes/routes']['default'];
