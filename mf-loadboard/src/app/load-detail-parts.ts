// The load-detail feature's body and page, handed to the tender and rate-request features (src/ui/load-detail-slot).
// Both load with the page that shows them (chunks of their own), never with a list's first visit.
import { lazyPage } from '@trucks/shared-ui/lazy-page';
import type { LoadDetailParts } from '../ui/load-detail-slot';
import { LazyLoadDetail } from '../features/load-detail/components/lazy-load-detail';

export const LOAD_DETAIL_PARTS: LoadDetailParts = {
  LoadDetail: LazyLoadDetail,
  LoadPreviewPage: lazyPage(
    () => import('../features/load-detail/components/load-preview-page').then((m) => m.LoadPreviewPage),
    'Loading load',
  ),
};
