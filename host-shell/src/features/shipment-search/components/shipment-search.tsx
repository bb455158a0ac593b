// The top-bar shipment search (spec 000 §2 'Shipment search', §5, §6, §8). Choosing a result opens
// the load board's load-detail dialog for a ready-to-book or tendering shipment, else the details route.
import { useState } from 'react';
import { Spin } from 'antd';
import { useNavigate } from 'react-router';
import { usesBrokerQuickSearch } from '@trucks/shared-contracts/access/user-traits';
import type { ShipmentSearchResult } from '@trucks/shared-contracts/domain/shipment';
import type { LoadDetailType } from '@trucks/shared-contracts/federation/remote-modules';
import { paths } from '@trucks/shared-contracts/routes/paths';
import { useSession } from '@trucks/shared-contracts/session/use-session';
import { lazyPanel } from '@trucks/shared-ui/lazy-panel';
import { RemoteRegion } from '@trucks/shared-ui/remote-region';
import { useIsMobile } from '../../../lib/viewport';
import { loadDetailTypeFor } from '../api/search-result';
import { DesktopShipmentSearch } from './desktop-shipment-search';
import { MobileShipmentSearch } from './mobile-shipment-search';
import type { LoadDetailFallbackProps } from './load-detail-fallback';

// Shown only when the load board's remote is unavailable; its code loads as a result is chosen.
const LOAD_DETAIL_FALLBACK = lazyPanel<LoadDetailFallbackProps>(
  () => import('./load-detail-fallback').then((m) => m.LoadDetailFallback),
  'Loading shipment',
  'The shipment could not be opened.',
);

interface LoadDetail {
  shipmentNumber: string;
  type: LoadDetailType;
  open: boolean;
}

export function ShipmentSearch() {
  const user = useSession((session) => session.user);
  const isMobile = useIsMobile();
  const navigate = useNavigate();
  const [loadDetail, setLoadDetail] = useState<LoadDetail | null>(null);
  if (!user) return null;

  const viaBrokerQuickSearch = usesBrokerQuickSearch(user);
  const onChoose = (result: ShipmentSearchResult) => {
    const type = loadDetailTypeFor(result.shipmentStatus);
    if (!type) {
      void navigate(paths.shipmentDetails(result.shipmentNumber));
      return;
    }
    LOAD_DETAIL_FALLBACK.preload();
    setLoadDetail({ shipmentNumber: result.shipmentNumber, type, open: true });
  };
  const Field = isMobile ? MobileShipmentSearch : DesktopShipmentSearch;

  return (
    <>
      <Field viaBrokerQuickSearch={viaBrokerQuickSearch} onChoose={onChoose} />
      {loadDetail && (
        <RemoteRegion
          module="mf_loadboard/LoadDetailDialog"
          props={{ ...loadDetail, onClose: () => setLoadDetail({ ...loadDetail, open: false }) }}
          loading={<Spin fullscreen aria-label="Loading shipment" />}
          frameFallback={(fallback) => (
            <LOAD_DETAIL_FALLBACK title={loadDetail.shipmentNumber} onClose={() => setLoadDetail(null)}>
              {fallback}
            </LOAD_DETAIL_FALLBACK>
          )}
        />
      )}
    </>
  );
}
