// A rate request as a page: /rates/{rateId}/preview or /rates/{shipmentNumber}/preview (one shape,
// looked up by id, then by shipment number) with /details, /rates/{shipmentNumber} and
// /rates/{rateType}/shipment/{shipmentNumber} (the drawer opens with that rate type chosen). The
// preview is the load-detail body with the rate icon; 'Offer Rate' opens the response drawer.
// A shipment-number address without a rate request of the company's shows the load alone.
import { useState } from 'react';
import { Button, Descriptions, Skeleton, Tag } from 'antd';
import type { RateRequest } from '@trucks/shared-contracts/domain/rate-request';
import { CHARGE_RATE_TYPE_LABEL, RATE_TYPE_LABEL } from '@trucks/shared-contracts/domain/rate-type';
import type { RateType } from '@trucks/shared-contracts/domain/rate-type';
import {
  TENDER_RESPONSE_STATUS_COLOR,
  TENDER_RESPONSE_STATUS_LABEL,
} from '@trucks/shared-contracts/domain/tender-response-status';
import { formatCurrency } from '@trucks/shared-contracts/format/currency';
import { formatStopDateTime } from '@trucks/shared-contracts/format/date-time';
import { paths } from '@trucks/shared-contracts/routes/paths';
import { RecordPage } from '@trucks/shared-ui/record-page';
import { useAvailableShipment } from '../../../api/available-shipment';
import { useSignedInUser } from '../../../lib/signed-in-user';
import { useLoadDetailParts } from '../../../ui/load-detail-slot';
import { placeText } from '../../../ui/load-facts';
import { useRateRequestById, useRateRequestOfShipment } from '../api/rate-requests';
import { RateResponseDrawer } from './rate-response-drawer';

type RecordView = 'preview' | 'details';

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

function RateRequestFacts({ request }: { request: RateRequest }) {
  const stops = useAvailableShipment(request.shipmentNumber, 'rate').data?.stops;
  const originZone = stops?.[0]?.ianaTimeZone;
  const destinationZone = stops?.[stops.length - 1]?.ianaTimeZone;
  const answer = request.carrierRate;
  return (
    <Descriptions
      bordered
      column={1}
      size="small"
      items={[
        {
          key: 'status',
          label: 'Status',
          children: (
            <Tag color={TENDER_RESPONSE_STATUS_COLOR[request.status]}>
              {TENDER_RESPONSE_STATUS_LABEL[request.status]}
            </Tag>
          ),
        },
        {
          key: 'offer',
          label: 'Your Offer',
          children: answer
            ? `${formatCurrency(answer.rate)} ${RATE_TYPE_LABEL[answer.rateType]}, ${CHARGE_RATE_TYPE_LABEL[answer.chargeRateType]}`
            : 'Not answered yet',
        },
        { key: 'origin', label: 'Origin', children: placeText(request.origin) },
        { key: 'destination', label: 'Destination', children: placeText(request.destination) },
        {
          key: 'pickup',
          label: 'Pickup',
          children: formatStopDateTime(request.pickupDateTime, originZone) || '—',
        },
        {
          key: 'delivery',
          label: 'Delivery',
          children: formatStopDateTime(request.deliveryDateTime, destinationZone) || '—',
        },
        {
          key: 'requested',
          label: 'Requested',
          children: formatStopDateTime(request.requestedDateTime, originZone),
        },
      ]}
    />
  );
}

interface RateRecordProps {
  caption: string;
  request: RateRequest | undefined;
  loading: boolean;
  error: Parameters<typeof RecordPage>[0]['error'];
  onRetry: () => void;
  view: RecordView;
  subPages?: Record<RecordView, string>;
  rateType?: RateType;
}

function RateRecord({
  caption,
  request,
  loading,
  error,
  onRetry,
  view,
  subPages,
  rateType,
}: RateRecordProps) {
  return (
    <RecordPage
      title="Rates"
      caption={caption}
      recordName="Rate Request"
      listPath={paths.rates()}
      loading={loading}
      error={error}
      onRetry={onRetry}
      status={
        request
          ? {
              label: TENDER_RESPONSE_STATUS_LABEL[request.status],
              color: TENDER_RESPONSE_STATUS_COLOR[request.status],
            }
          : undefined
      }
      lane={
        request
          ? { origin: placeText(request.origin), destination: placeText(request.destination) }
          : undefined
      }
      activeTab={subPages ? view : undefined}
      tabs={
        subPages
          ? [
              { key: 'preview', label: 'Preview', path: subPages.preview },
              { key: 'details', label: 'Details', path: subPages.details },
            ]
          : undefined
      }
    >
      {!request ? (
        loading ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : null
      ) : view === 'details' ? (
        <RateRequestFacts request={request} />
      ) : (
        <RateRequestDetail request={request} rateType={rateType} />
      )}
    </RecordPage>
  );
}

/** /rates/{rateId}/preview and /rates/{shipmentNumber}/preview (and /details). */
export function RateRequestPage({
  rateIdOrShipmentNumber,
  view,
}: {
  rateIdOrShipmentNumber: string;
  view: RecordView;
}) {
  const user = useSignedInUser();
  const byId = useRateRequestById(rateIdOrShipmentNumber);
  const notAnId = byId.error?.status === 404;
  const byShipment = useRateRequestOfShipment(user?.companyId ?? '', rateIdOrShipmentNumber, notAnId);
  const request = byId.data ?? byShipment.data ?? undefined;
  const missing = notAnId && byShipment.data === null;
  return (
    <RateRecord
      // The shipment the request is for, not the request's id (issue 27: 'Rate request 22fe78a9-...').
      caption={request ? `Shipment ${request.shipmentNumber}` : 'Rate request'}
      request={request}
      loading={byId.isPending || (notAnId && byShipment.isPending)}
      error={missing ? byId.error : notAnId ? byShipment.error : byId.error}
      onRetry={() => void (notAnId ? byShipment.refetch() : byId.refetch())}
      view={view}
      subPages={{
        preview: paths.ratePreview(rateIdOrShipmentNumber),
        details: paths.rateDetails(rateIdOrShipmentNumber),
      }}
    />
  );
}

/** /rates/{shipmentNumber} and /rates/{rateType}/shipment/{shipmentNumber}. */
export function RateRequestOfShipmentPage({
  shipmentNumber,
  caption,
  rateType,
}: {
  shipmentNumber: string;
  caption: string;
  rateType?: RateType;
}) {
  const user = useSignedInUser();
  const { LoadPreviewPage } = useLoadDetailParts();
  const request = useRateRequestOfShipment(user?.companyId ?? '', shipmentNumber);
  if (request.data === null || !user) {
    return (
      <LoadPreviewPage
        title="Rates"
        type="rate"
        listPath={paths.rates()}
        caption={caption}
        shipmentNumber={shipmentNumber}
      />
    );
  }
  return (
    <RateRecord
      caption={caption}
      request={request.data}
      loading={request.isPending}
      error={request.error}
      onRetry={() => void request.refetch()}
      view="preview"
      rateType={rateType}
    />
  );
}
