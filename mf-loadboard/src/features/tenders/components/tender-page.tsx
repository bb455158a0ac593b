// A tender as a page: /tenders/{tenderId}/preview (the load-detail body with the tender icon and the
// answers) and /details (the tender's own terms), and /tenders/{shipmentNumber} (the company's tender
// on that shipment; a shipment with none shows its load only).
import type { UseQueryResult } from '@tanstack/react-query';
import type { ApiError } from '@trucks/shared-contracts/api/client';
import { CHARGE_RATE_TYPE_LABEL, RATE_TYPE_LABEL } from '@trucks/shared-contracts/domain/rate-type';
import type { Tender } from '@trucks/shared-contracts/domain/tender';
import { formatCurrency } from '@trucks/shared-contracts/format/currency';
import { formatStopDateTime } from '@trucks/shared-contracts/format/date-time';
import { paths } from '@trucks/shared-contracts/routes/paths';
import { useLoadDetailParts } from '../../../ui/load-detail-slot';
import { ResponseFacts, ResponseRecordPage } from '../../../ui/response-record-page';
import type { RecordView } from '../../../ui/response-record-page';
import { useTender, useTenderOfShipment } from '../api/tenders';
import { TenderDetail } from './tender-detail';

/** The tender's terms: the tendered rate, its type and method, when it was sent and when it expires. */
function TenderFacts({ tender }: { tender: Tender }) {
  return (
    <ResponseFacts
      request={tender}
      loadView="tender"
      terms={[
        { key: 'rate', label: 'Tendered Rate', children: formatCurrency(tender.rate.rate) },
        { key: 'rateType', label: 'Rate Type', children: RATE_TYPE_LABEL[tender.rate.rateType] },
        {
          key: 'chargeMethod',
          label: 'Charge Method',
          children: CHARGE_RATE_TYPE_LABEL[tender.rate.chargeRateType],
        },
      ]}
      times={(originZone) => [
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
  return (
    <ResponseRecordPage<Tender>
      title="Tenders"
      recordName="Tender"
      listPath={paths.tenders()}
      caption={caption}
      request={tender.data ?? undefined}
      loading={tender.isPending}
      error={tender.error}
      onRetry={() => void tender.refetch()}
      view={view}
      subPages={subPages}
      facts={(data) => <TenderFacts tender={data} />}
      detail={(data) => <TenderDetail tender={data} />}
    />
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
