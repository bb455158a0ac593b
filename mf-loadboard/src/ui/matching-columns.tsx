// The columns of a list of matching loads (reloads, top picks): spec 000 §3 'Matching shipment'.
import { Button, Tag } from 'antd';
import type { MatchingShipment } from '@trucks/shared-contracts/domain/shipment';
import { formatMiles } from '@trucks/shared-contracts/format/measure';
import type { ListColumn } from '@trucks/shared-ui/paged-list';
import { bookItNowText, PlaceCell, placeText, stopWindowText } from './load-facts';

export function matchingColumns(
  onOpen: (load: MatchingShipment) => void,
  { deadhead }: { deadhead: boolean },
): ListColumn<MatchingShipment>[] {
  return [
    {
      key: 'shipmentNumber',
      title: 'Shipment #',
      render: (load) => (
        <span>
          <Button type="link" style={{ padding: 0 }} onClick={() => onOpen(load)}>
            #{load.shipmentNumber}
          </Button>
          {load.isPartial ? <Tag style={{ marginLeft: 8 }}>Partial</Tag> : null}
        </span>
      ),
      csv: (load) => load.shipmentNumber,
    },
    {
      key: 'origin',
      title: 'Origin',
      render: (load) => <PlaceCell place={load.origin} />,
      csv: (load) => `${placeText(load.origin)} ${stopWindowText(load.origin)}`,
    },
    {
      key: 'destination',
      title: 'Destination',
      render: (load) => <PlaceCell place={load.destination} />,
      csv: (load) => `${placeText(load.destination)} ${stopWindowText(load.destination)}`,
    },
    ...(deadhead
      ? [
          {
            key: 'deadhead',
            title: 'Deadhead',
            render: (load: MatchingShipment) => formatMiles(load.deadHeadOrigin),
            csv: (load: MatchingShipment) => load.deadHeadOrigin,
          },
        ]
      : []),
    {
      key: 'bookItNow',
      title: 'Book It Now',
      render: (load) => bookItNowText(load.bookItNowRate),
      csv: (load) => load.bookItNowRate?.calculatedRate,
    },
  ];
}
