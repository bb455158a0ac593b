// The load-detail body in a chunk of its own: the dialog and the preview drawer open at once (their
// frames are small) and show a spinner inside until the body, with its drawers, has loaded. A list
// that opens a load therefore never carries the body in its first visit.
import { lazyPage } from '@trucks/shared-ui/lazy-page';

export const LazyLoadDetail = lazyPage(
  () => import('./load-detail').then((m) => m.LoadDetail),
  'Loading load',
);
