// The load-detail feature's body and page, handed to the tender and rate-request features (src/ui/load-detail-slot).
import type { LoadDetailParts } from '../ui/load-detail-slot';
import { LoadDetail } from '../features/load-detail/components/load-detail';
import { LoadPreviewPage } from '../features/load-detail/components/load-preview-page';

export const LOAD_DETAIL_PARTS: LoadDetailParts = { LoadDetail, LoadPreviewPage };
