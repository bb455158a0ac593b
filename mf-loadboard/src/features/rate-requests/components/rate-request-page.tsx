// A rate request as a page: /rates/{rateId}/preview or /rates/{shipmentNumber}/preview (one shape,
// looked up by id, then by shipment number) with /details, /rates/{shipmentNumber} and
// /rates/{rateType}/shipment/{shipmentNumber} (the drawer opens with that rate type chosen). The
// preview is the load-detail body with the rate icon; 'Offer Rate' opens the response drawer.
// A shipment-number address without a rate request of the company's shows the load alone.
import type { ApiError } from '@trucks/shared-contracts/api/client';
import type { RateRequest } from '@trucks/shared-contracts/domain/rate-request';
import type { RateType } from '@trucks/shared-contracts/domain/rate-type';
import { formatStopDateTime } from '@trucks/shared-contracts/format/date-time';
import { paths } from '@trucks/shared-contracts/routes/paths';
import { useSignedInUser } from '../../../lib/signed-in-user';
import { useLoadDetailParts } from '../../../ui/load-detail-slot';
import { ResponseFacts, ResponseRecordPage } from '../../../ui/response-record-page';
import type { RecordView } from '../../../ui/response-record-page';
import { offerTextOf, useRateRequestById, useRateRequestOfShipment } from '../api/rate-requests';
import { RateRequestDetail } from './rate-request-detail';

/** The request's terms: the carrier's offer, when it has answered, and when it was requested. */
function RateRequestFacts({ request }: { request: RateRequest }) {
  return (
    <ResponseFacts
      request={request}
      loadView="rate"
      terms={[{ key: 'offer', label: 'Your Offer', children: offerTextOf(request) ?? 'Not answered yet' }]}
      times={(originZone) => [
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
  error: ApiError | null;
  onRetry: () => void;
  view: RecordView;
  subPages?: Record<RecordView, string>;
  rateType?: RateType;
}

function RateRecord({ rateType, ...record }: RateRecordProps) {
  return (
    <ResponseRecordPage<RateRequest>
      title="Rates"
      recordName="Rate Request"
      listPath={paths.rates()}
      {...record}
      facts={(request) => <RateRequestFacts request={request} />}
      detail={(request) => <RateRequestDetail request={request} rateType={rateType} />}
    />
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
