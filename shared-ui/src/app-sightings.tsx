// Each app renders <AppSightings app="..." /> once inside its tree (the host in its shell, a remote in
// its ./routes), reporting the React, antd, QueryClient and router it actually sees to the suite's
// diagnostics (window.__TRUCKS_DIAGNOSTICS__). Bundled into each app, so `react` and `antd` here are
// the app's own imports: two copies in the page show up as two entries.
import { Component, useContext, useEffect, version as reactVersion } from 'react';
import { ConfigProvider, version as antdVersion } from 'antd';
import { QueryClientContext } from '@tanstack/react-query';
import { UNSAFE_NavigationContext } from 'react-router';
import { reportAppSightings } from '@trucks/shared-contracts/federation/diagnostics';

export function AppSightings({ app }: { app: string }) {
  // Read the context rather than useQueryClient(): a component test without a provider still renders.
  const queryClient = useContext(QueryClientContext);
  const { navigator } = useContext(UNSAFE_NavigationContext);
  useEffect(() => {
    reportAppSightings(app, {
      // Exports, not the namespace: a bundler may build a namespace object per importing module.
      react: { version: reactVersion, instance: Component },
      antd: { version: antdVersion, instance: ConfigProvider },
      queryClient,
      router: navigator,
    });
  }, [app, queryClient, navigator]);
  return null;
}
