// The one QueryClient of the suite. Remotes reach it through the provider (react-query is a shared
// singleton) and never create their own.
import { QueryClient } from '@tanstack/react-query';

export function createShellQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, retry: 1 },
    },
  });
}
