// Runs after federation has negotiated the shared modules (main.tsx imports this lazily).
//
// The first load's heaviest modules are evaluated one task each, with the browser free in between,
// before the shell's own code: evaluated together they were one task of 530 ms at Lighthouse's 4x CPU
// slowdown (bench:profile), which a phone spends unable to paint or answer a tap (issue 8). Their files
// are already downloading: index.html preloads them (ops/build/first-load-preload.cjs).
import { startStaged } from './lib/staged-start';

export function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  return startStaged(
    [
      () => import('react-dom/client'),
      () => import('@trucks/shared-contracts/api/catalogue'),
      () => import('./lib/antd-first-part'),
    ],
    () => import('./app/start-shell').then(({ startShell }) => startShell(container)),
  );
}
