// The async boundary federation needs: shared modules (react, antd, ...) are negotiated before
// bootstrap runs. Before that, the documents and the session the first paint needs are requested, so
// they travel alongside the scripts instead of after them (lib/early-requests.ts). If the bootstrap
// chunk itself is stale after a deploy, reload once.
import { startEarlyRequests } from './lib/early-requests';
import { reloadOnceForStaleChunk } from './lib/stale-chunk-reload';

startEarlyRequests();

import('./bootstrap')
  .then(({ start }) => start())
  .catch((error: unknown) => {
    if (!reloadOnceForStaleChunk(error)) throw error;
  });
