import { useEffect, useState } from 'react';
import { preloadRemoteModule, remoteModuleSlot } from '@trucks/shared-ui/remote-slots';
import { PROOF_OF_DELIVERY_MODULE } from '../lib/proof-of-delivery-module';

/**
 * The longest the cards wait for the upload's module: past it they show with its placeholder (the
 * region's own loading state, then its 'unavailable' message), so a slow mf-cases-notes costs the
 * driver a card that grows, never the list.
 */
const UPLOAD_MODULE_WAIT_MS = 3_000;

/**
 * True once the proof-of-delivery upload's module has loaded or failed (or the wait is over), when
 * `needed`: cards rendered before it would grow when it arrives with what is on file.
 */
export function useUploadModuleSettled(needed: boolean): boolean {
  const loaded = () => remoteModuleSlot(PROOF_OF_DELIVERY_MODULE, 0).value !== undefined;
  const [settled, setSettled] = useState(loaded);
  useEffect(() => {
    if (!needed || settled) return undefined;
    let mounted = true;
    const settle = () => mounted && setSettled(true);
    preloadRemoteModule(PROOF_OF_DELIVERY_MODULE).then(settle, settle);
    const timer = setTimeout(settle, UPLOAD_MODULE_WAIT_MS);
    return () => {
      mounted = false;
      clearTimeout(timer);
    };
  }, [needed, settled]);
  return settled || !needed;
}
