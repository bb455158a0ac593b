// A rate request's load with its answer: the load-detail body with the rate icon (spec 000 §2), whose
// 'Offer Rate' opens the response drawer (rate-response-drawer.tsx). Used by the rate-request pages and
// the dashboard's Rates tab.
import { useState } from 'react';
import { Button } from 'antd';
import type { RateRequest } from '@trucks/shared-contracts/domain/rate-request';
import type { RateType } from '@trucks/shared-contracts/domain/rate-type';
import { useSignedInUser } from '../../../lib/signed-in-user';
import { useLoadDetailParts } from '../../../ui/load-detail-slot';
import { RateResponseDrawer } from './rate-response-drawer';

/** The request's load with 'Offer Rate', which opens the response drawer. Also the dashboard's preview. */
export function RateRequestDetail({
  request,
  rateType,
  onLeave,
}: {
  request: RateRequest;
  rateType?: RateType;
  onLeave?: () => void;
}) {
  const { LoadDetail } = useLoadDetailParts();
  const user = useSignedInUser();
  const [open, setOpen] = useState(rateType !== undefined);
  return (
    <>
      <LoadDetail
        type="rate"
        shipmentNumber={request.shipmentNumber}
        onLeave={onLeave}
        actions={
          <Button type="primary" onClick={() => setOpen(true)}>
            Offer Rate
          </Button>
        }
      />
      {user ? (
        <RateResponseDrawer
          request={request}
          user={user}
          open={open}
          rateType={rateType}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
