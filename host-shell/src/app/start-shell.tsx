// Start order: diagnostics and the stale-chunk listener, config.json, the registry, the federation
// runtime, then the React root. The shell renders even when the registry is unreachable.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Button, Result } from 'antd';
import { exposeDiagnostics } from '@trucks/shared-contracts/federation/diagnostics';
import { REMOTE_REGION_ERROR_EVENT } from '@trucks/shared-ui/remote-region';
import { loadRegistryDocument, loadRuntimeConfig } from '../features/federation/startup-documents';
import { startFederation } from '../features/federation/start-federation';
import { fetchNoStoreJson } from '../lib/no-store-json';
import type { FetchNoStoreJson } from '../lib/no-store-json';
import { staleChunkListener } from '../lib/stale-chunk-reload';
import { createShellQueryClient } from './query-client';
import { Shell } from './shell';
import type { RuntimeConfig } from '@trucks/shared-contracts/config/runtime-config';
import { SessionController } from '../features/session/session-controller';
import type { SignInClient } from '../features/session/sign-in-types';

function StartupFailure({ message }: { message: string }) {
  return (
    <Result
      status="error"
      title="Trucks could not start"
      subTitle={message}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          Reload
        </Button>
      }
    />
  );
}

/** MSAL in a chunk of its own: a reload with a live session never downloads it. */
function loadMsal(config: RuntimeConfig, origin: string): Promise<SignInClient> {
  return import('../features/session/sign-in-client').then((module) =>
    module.createSignInClient(config, origin),
  );
}

/** What the shell reaches outside itself; tests replace the network and the identity provider. */
export interface ShellDependencies {
  fetchJson: FetchNoStoreJson;
  /** MSAL for this config and origin; loaded on first need. */
  loadSignIn: (config: RuntimeConfig, origin: string) => Promise<SignInClient>;
  /** The fetch behind the API client; the browser's by default. */
  apiFetch?: typeof fetch;
}

export async function startShell(
  container: HTMLElement,
  { fetchJson = fetchNoStoreJson, loadSignIn = loadMsal, apiFetch }: Partial<ShellDependencies> = {},
): Promise<void> {
  exposeDiagnostics(window);
  window.addEventListener(REMOTE_REGION_ERROR_EVENT, staleChunkListener());
  const root = createRoot(container);

  let config;
  try {
    config = await loadRuntimeConfig(fetchJson);
  } catch (error) {
    console.error(error);
    root.render(<StartupFailure message="The portal configuration is unavailable. Try again in a moment." />);
    return;
  }
  const registry = await loadRegistryDocument(config.registryUrl, fetchJson);
  startFederation({ config, registry });

  const queryClient = createShellQueryClient();
  const session = new SessionController({
    config,
    loadSignIn: () => loadSignIn(config, window.location.origin),
    // Server data of one user never shows to the next.
    onSessionEnd: () => queryClient.clear(),
  });
  session.configureApiClient(apiFetch);

  root.render(
    <StrictMode>
      <Shell queryClient={queryClient} config={config} session={session} />
    </StrictMode>,
  );
}
