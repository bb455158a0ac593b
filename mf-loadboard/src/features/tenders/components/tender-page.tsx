// A tender as a page: /tenders/{tenderId}/preview (the load-detail body with the tender icon and the
// answers) and /details (the tender's own terms), and /tenders/{shipmentNumber} (the company's tender
// on that shipment; a shipment with none shows its load only).
import { Descriptions, Skeleton, Tag } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ApiError } from '@trucks/shared-contracts/api/client';
import { CHARGE_RATE_TYPE_LABEL, RATE_TYPE_LABEL } from '@trucks/shared-contracts/domain/rate-type';
import type { Tender } from '@trucks/shared-contracts/domain/tender';
import {
  TENDER_RESPONSE_STATUS_COLOR,
  TENDER_RESPONSE_STATUS_LABEL,
} from '@trucks/shared-contracts/domain/tender-response-status';
import { formatCurrency } from '@trucks/shared-contracts/format/currency';
import { formatStopDateTime } from '@trucks/shared-contracts/format/date-time';
import { paths } from '@trucks/shared-contracts/routes/paths';
import { RecordPage } from '@trucks/shared-ui/record-page';
import { useAvailableShipment } from '../../../api/available-shipment';
import { placeText } from '../../../ui/load-facts';
import { useLoadDetailParts } from '../../../ui/load-detail-slot';
import { useTender, useTenderOfShipment } from '../api/tenders';
import { TenderDetail } from './tender-detail';

type RecordView = 'preview' | 'details';

/** The tender's terms. Times read in the zone of the stop they belong to (sent and expiry: the origin's). */
function TenderFacts({ tender }: { tender: Tender }) {
  const stops = useAvailableShipment(tender.shipmentNumber, 'tender').data?.stops;
  const originZone = stops?.[0]?.ianaTimeZone;
  const destinationZone = stops?.[stops.length - 1]?.ianaTimeZone;
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
            <Tag color={TENDER_RESPONSE_STATUS_COLOR[tender.status]}>
              {TENDER_RESPONSE_STATUS_LABEL[tender.status]}
            </Tag>
          ),
        },
        { key: 'rate', label: 'Tendered Rate', children: formatCurrency(tender.rate.rate) },
        { key: 'rateType', label: 'Rate Type', children: RATE_TYPE_LABEL[tender.rate.rateType] },
        {
          key: 'chargeMethod',
          label: 'Charge Method',
          children: CHARGE_RATE_TYPE_LABEL[tender.rate.chargeRateType],
        },
        { key: 'origin', label: 'Origin', children: placeText(tender.origin) },
        { key: 'destination', label: 'Destination', children: placeText(tender.destination) },
        {
          key: 'pickup',
          label: 'Pickup',
          children: formatStopDateTime(tender.pickupDateTime, originZone) || '—',
        },
        {
          key: 'delivery',
          label: 'Delivery',
          children: formatStopDateTime(tender.deliveryDateTime, destinationZone) || '—',
        },
        { key: 'sent', label: 'Sent', children: formatStopDateTime(tender.sentDateTime, originZone) },
        {
          key: 'expires',
          label: 'Expires',
          children: formatStopDateTime(tender.expirationDateTime, originZone) || 'Does not expire',
        },
      ]}
    />
  );
}

interface TenderRecordProps {
  caption: string;
  tender: UseQueryResult<Tender | null | undefined, ApiError>;
  view: RecordView;
  /** The preview and details sub-pages, when the route has them. */
  subPages?: Record<RecordView, string>;
}

function TenderRecord({ caption, tender, view, subPages }: TenderRecordProps) {
  const data = tender.data ?? undefined;
  return (
    <RecordPage
      title="Tenders"
      caption={caption}
      recordName="Tender"
      listPath={paths.tenders()}
      loading={tender.isPending}
      error={tender.error}
      onRetry={() => void tender.refetch()}
      status={
        data
          ? {
              label: TENDER_RESPONSE_STATUS_LABEL[data.status],
              color: TENDER_RESPONSE_STATUS_COLOR[data.status],
            }
          : undefined
      }
      lane={data ? { origin: placeText(data.origin), destination: placeText(data.destination) } : undefined}
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
      {!data ? (
        tender.isPending ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : null
      ) : view === 'details' ? (
        <TenderFacts tender={data} />
      ) : (
        <TenderDetail tender={data} />
      )}
    </RecordPage>
  );
}

export function TenderPage({ tenderId, view }: { tenderId: string; view: RecordView }) {
  const tender = useTender(tenderId);
  return (
    <TenderRecord
      // The shipment the tender is for, not the tender's id (issue 27).
      caption={tender.data ? `Shipment ${tender.data.shipmentNumber}` : 'Tender'}
      tender={tender}
      view={view}
      subPages={{ preview: paths.tenderPreview(tenderId), details: paths.tenderDetails(tenderId) }}
    />
  );
}

export function TenderOfShipmentPage({ shipmentNumber }: { shipmentNumber: string }) {
  const tender = useTenderOfShipment(shipmentNumber);
  const { LoadPreviewPage } = useLoadDetailParts();
  if (tender.data === null) {
    // No tender of the company's on this shipment: its load, as a search result opens it.
    return (
      <LoadPreviewPage
        title="Tenders"
        type="tender"
        listPath={paths.tenders()}
        caption={`Shipment ${shipmentNumber}`}
        shipmentNumber={shipmentNumber}
      />
    );
  }
  return <TenderRecord caption={`Shipment ${shipmentNumber}`} tender={tender} view="preview" />;
}
