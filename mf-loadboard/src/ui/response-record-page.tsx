// A tender or a rate request as a page (spec 000 §2): the record frame with the request's status and
// lane, the Preview and Details sub-pages where the route has them, a skeleton while it loads; the
// preview shows the load with the request's answers, the details its terms. Both features' pages.
import type { ReactNode } from 'react';
import { Descriptions, Skeleton, Tag } from 'antd';
import type { DescriptionsProps } from 'antd';
import type { ApiError } from '@trucks/shared-contracts/api/client';
import type { AvailableShipmentView } from '@trucks/shared-contracts/api/catalogue/loadboard';
import {
  RATE_REQUEST_STATUS_COLOR,
  RATE_REQUEST_STATUS_LABEL,
} from '@trucks/shared-contracts/domain/rate-request-status';
import { formatStopDateTime } from '@trucks/shared-contracts/format/date-time';
import { RecordPage } from '@trucks/shared-ui/record-page';
import { useAvailableShipment } from '../api/available-shipment';
import { placeText } from './load-facts';
import type { ResponseRequest } from '../api/response-lists';

export type RecordView = 'preview' | 'details';

type FactItems = NonNullable<DescriptionsProps['items']>;

interface ResponseFactsProps {
  request: ResponseRequest;
  /** How the load is read: 'tender' or 'rate' (the same read as the load detail's). */
  loadView: AvailableShipmentView;
  /** The request's own terms, after its status. */
  terms: FactItems;
  /** Its own times, after pickup and delivery, in the origin stop's zone. */
  times: (originZone: string | undefined) => FactItems;
}

/** The request's terms. Times read in the zone of the stop they belong to (sent, requested, expiry: the origin's). */
export function ResponseFacts({ request, loadView, terms, times }: ResponseFactsProps) {
  const stops = useAvailableShipment(request.shipmentNumber, loadView).data?.stops;
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
            <Tag color={RATE_REQUEST_STATUS_COLOR[request.status]}>
              {RATE_REQUEST_STATUS_LABEL[request.status]}
            </Tag>
          ),
        },
        ...terms,
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
        ...times(originZone),
      ]}
    />
  );
}

interface ResponseRecordPageProps<T extends ResponseRequest> {
  /** The list's title ('Tenders', 'Rates'), the record's name ('Tender', 'Rate Request') and the list. */
  title: string;
  recordName: string;
  listPath: string;
  caption: string;
  request: T | undefined;
  loading: boolean;
  error: ApiError | null | undefined;
  onRetry: () => void;
  view: RecordView;
  /** The preview and details sub-pages, when the route has them. */
  subPages?: Record<RecordView, string>;
  facts: (request: T) => ReactNode;
  detail: (request: T) => ReactNode;
}

export function ResponseRecordPage<T extends ResponseRequest>({
  title,
  recordName,
  listPath,
  caption,
  request,
  loading,
  error,
  onRetry,
  view,
  subPages,
  facts,
  detail,
}: ResponseRecordPageProps<T>) {
  return (
    <RecordPage
      title={title}
      caption={caption}
      recordName={recordName}
      listPath={listPath}
      loading={loading}
      error={error}
      onRetry={onRetry}
      status={
        request
          ? {
              label: RATE_REQUEST_STATUS_LABEL[request.status],
              color: RATE_REQUEST_STATUS_COLOR[request.status],
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
        facts(request)
      ) : (
        detail(request)
      )}
    </RecordPage>
  );
}
