// config.json as read at start, for the parts of the shell that need it (sign-in, API base).
import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { RuntimeConfig } from '@trucks/shared-contracts/config/runtime-config';

const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

export function RuntimeConfigProvider({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  return <RuntimeConfigContext.Provider value={config}>{children}</RuntimeConfigContext.Provider>;
}

export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  if (!config) throw new Error('useRuntimeConfig outside RuntimeConfigProvider');
  return config;
}
