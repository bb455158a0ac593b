// The async boundary federation needs: shared modules (react, antd, ...) are negotiated before
// bootstrap runs. If the bootstrap chunk itself is stale after a deploy, reload once.
import { reloadOnceForStaleChunk } from './lib/stale-chunk-reload';

import('./bootstrap').catch((error: unknown) => {
  if (!reloadOnceForStaleChunk(error)) throw error;
});
