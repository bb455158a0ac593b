// The load-detail body in a chunk of its own, a part of the page (lazyPanel, docs/architecture.md
// 'Loading part of a page later'): the dialog and the preview drawer open at once (their frames are
// small) and show a spinner inside until the body, with its drawers, has loaded; a chunk that fails to
// load says so in the body's place, with Try again. A list that opens a load therefore never carries
// the body in its first visit.
import { lazyPanel } from '@trucks/shared-ui/lazy-panel';

export const LazyLoadDetail = lazyPanel(
  () => import('./load-detail').then((m) => m.LoadDetail),
  'Loading load',
  'The load could not be loaded.',
);
