// Runs after federation has negotiated the shared modules (main.tsx imports this lazily).
//
// First what needs no React and no antd: config.json, the registry, the federation runtime and the
// current page's remote module (app/start-runtime.ts), so the remote's files download meanwhile. Then
// the first load's heaviest modules are evaluated one task each, with the browser free in between,
// before the shell's own code: evaluated together they were one task of 530 ms at Lighthouse's 4x CPU
// slowdown (bench:profile), which a phone spends unable to paint or answer a tap (issue 8). Their files
// are already downloading: index.html preloads them (ops/build/first-load-preload.cjs).
import { startRuntime } from './app/start-runtime';
import { fetchNoStoreJson } from './lib/no-store-json';
import { withEarlyDocuments } from './lib/early-requests';
import { startStaged } from './lib/staged-start';

export function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  const fetchJson = withEarlyDocuments(fetchNoStoreJson);
  const runtime = startRuntime(fetchJson);
  // Its failure is the shell's to show (a start failure screen), once the shell has loaded.
  runtime.catch(() => undefined);
  return startStaged(
    [
      () => import('react-dom/client'),
      // The session's calls, and zod with them: the rest of the catalogue is each area's, loaded with
      // the pages that call it.
      () => import('@trucks/shared-contracts/api/catalogue/account'),
      // antd's first part in two tasks, before the shell's chunk needs it (lib/antd-first-part.ts).
      () => import(/* webpackChunkName: "antd-first-part" */ './lib/antd-first-part'),
      () => import(/* webpackChunkName: "antd-first-part" */ './lib/antd-page-parts'),
    ],
    () => import('./app/start-shell').then(({ startShell }) => startShell(container, { fetchJson, runtime })),
  );
}
