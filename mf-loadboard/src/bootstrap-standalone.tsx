// The remote on its own, for development: its routes inside the shared standalone harness (router, antd
// App, a QueryClient standing in for the host's, other apps' modules reported unavailable).
import { startStandaloneRemote } from '@trucks/shared-ui/standalone-remote';
import { LoadboardRoutes } from './app/routes';

startStandaloneRemote('mf_loadboard', LoadboardRoutes);
