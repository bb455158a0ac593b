// The shipper orders remote on its own, for development (`pnpm dev` in this folder): its routes inside a browser
// router and antd's App, nothing else. No QueryClient here (only the host creates one) and no session;
// other apps' modules are reported unavailable, so every embedded region shows its fallback.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installRemoteLoader } from '@trucks/shared-contracts/federation/remote-loader';
import { StandaloneApp, standaloneRemoteLoader } from './app/standalone-app';

installRemoteLoader(standaloneRemoteLoader);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(
  <StrictMode>
    <StandaloneApp />
  </StrictMode>,
);
