// The host's route table: public frames, the host's own pages, `<prefix>/*` of every remote-owned
// prefix handed to the owner's `./routes`, and the fallback for any other path.
import type { ReactElement } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { ROUTE_OWNERS } from '@trucks/shared-contracts/federation/remote-modules';
import type {
  RemoteApp,
  RoutePrefix,
  RoutePrefixOf,
} from '@trucks/shared-contracts/federation/remote-modules';
import { RemoteRegion } from '@trucks/shared-ui/remote-region';
import { NotFound } from '@trucks/shared-ui/not-found';
import { useCompleteLogin } from '../features/session/components/session-gate';
import {
  ContactsRoutes,
  DashboardFrame,
  HostPage,
  LoginPage,
  PasswordResetLandingPage,
  ProfileRoutes,
  RequestPasswordResetPage,
  ResetPasswordPage,
  StatusPage,
  VideosPage,
} from './host-pages';
import { AdminOnly, useFallbackPath } from './session-seam';
import { GuardedOutlet } from './route-guard';
import { PublicLayout, ShellLayout } from './shell-layout';

// One entry per remote so each `./routes` gets a prefix of its own type (RoutesProps<A>).
const ROUTES_REGION: { [A in RemoteApp]: (prefix: RoutePrefixOf<A>) => ReactElement } = {
  mf_loadboard: (prefix) => <RemoteRegion module="mf_loadboard/routes" props={{ prefix }} />,
  mf_shipments: (prefix) => <RemoteRegion module="mf_shipments/routes" props={{ prefix }} />,
  mf_financials: (prefix) => <RemoteRegion module="mf_financials/routes" props={{ prefix }} />,
  mf_cases_notes: (prefix) => <RemoteRegion module="mf_cases_notes/routes" props={{ prefix }} />,
  mf_shipper_orders: (prefix) => <RemoteRegion module="mf_shipper_orders/routes" props={{ prefix }} />,
};

/** The owner's `./routes` for a prefix of ROUTE_OWNERS. */
function routesRegionFor(prefix: RoutePrefix): ReactElement {
  const owner = ROUTE_OWNERS[prefix];
  // ROUTE_OWNERS maps this prefix to `owner`, so it is a RoutePrefixOf<owner>; TS cannot correlate the two.
  const region = ROUTES_REGION[owner] as (prefix: RoutePrefix) => ReactElement;
  return region(prefix);
}

const REMOTE_PREFIXES = Object.keys(ROUTE_OWNERS) as RoutePrefix[];

function LoginRoute() {
  return <LoginPage onSignedIn={useCompleteLogin()} />;
}

function RouteFallback() {
  return <Navigate to={useFallbackPath()} replace />;
}

export function ShellRoutes() {
  return (
    <Routes>
      <Route
        element={
          <HostPage>
            <PublicLayout />
          </HostPage>
        }
      >
        <Route path="/login" element={<LoginRoute />} />
        <Route path="/request-password-reset" element={<RequestPasswordResetPage />} />
        <Route path="/reset-password/:resetToken" element={<ResetPasswordPage mode="reset" />} />
        <Route path="/ActivateUser/:resetToken" element={<ResetPasswordPage mode="activate" />} />
        <Route path="/passwordReset/:token" element={<PasswordResetLandingPage />} />
      </Route>
      <Route element={<ShellLayout />}>
        <Route element={<GuardedOutlet />}>
          <Route index element={<RouteFallback />} />
          <Route path="/dashboard/*" element={<DashboardFrame />} />
          <Route path="/profile/*" element={<ProfileRoutes />} />
          <Route path="/contacts/*" element={<ContactsRoutes />} />
          <Route path="/videos" element={<VideosPage />} />
          <Route
            path="/status"
            element={
              <AdminOnly>
                <StatusPage />
              </AdminOnly>
            }
          />
          <Route path="/not-found" element={<NotFound />} />
          {REMOTE_PREFIXES.map((prefix) => (
            <Route key={prefix} path={`${prefix}/*`} element={routesRegionFor(prefix)} />
          ))}
          <Route path="*" element={<RouteFallback />} />
        </Route>
      </Route>
    </Routes>
  );
}
