// A tender's load with its answers: the load-detail body with the tender icon (spec 000 §2), and for a
// Sent tender 'Accept' and 'New Offer' (the tender drawer's tabs) and 'Reject', which answers the
// offer with Rejected (PUT tenders/{id}/offers, 000 §4, §7). Used by the tender pages and the
// dashboard's Tenders tab.
import { useState } from 'react';
import { App, Button } from 'antd';
import type { Tender } from '@trucks/shared-contracts/domain/tender';
import {
  TenderOfferStatus,
  TenderResponseStatus,
} from '@trucks/shared-contracts/domain/tender-response-status';
import {
  BOOK_OR_OFFER_ERROR_MESSAGE,
  formatErrorMessage,
} from '@trucks/shared-contracts/rules/error-message';
import { useAvailableShipment } from '../../../api/available-shipment';
import { useSignedInUser } from '../../../lib/signed-in-user';
import { useLoadDetailParts } from '../../../ui/load-detail-slot';
import { useAnswerTenderOffer } from '../api/tenders';
import { TenderDrawer } from './tender-drawer';
import type { TenderTab } from './tender-drawer';

const REJECTED = 'Tender rejected.';

export function TenderDetail({ tender, onLeave }: { tender: Tender; onLeave?: () => void }) {
  const { message, modal } = App.useApp();
  const { LoadDetail } = useLoadDetailParts();
  const user = useSignedInUser();
  // The same read as the load detail's (one query key): the drawer's NEW OFFER needs the load.
  const shipment = useAvailableShipment(tender.shipmentNumber, 'tender').data;
  const answer = useAnswerTenderOffer();
  const [drawer, setDrawer] = useState<TenderTab | null>(null);
  const open = tender.status === TenderResponseStatus.Sent;

  const reject = () =>
    modal.confirm({
      title: `Reject the tender for shipment #${tender.shipmentNumber}?`,
      content: 'The shipper is told you will not haul this load.',
      okText: 'Reject Tender',
      okButtonProps: { danger: true },
      cancelText: 'Keep',
      onOk: () =>
        answer
          .mutateAsync({ params: { id: tender.id }, body: { status: TenderOfferStatus.Rejected } })
          .then(() => void message.success(REJECTED))
          .catch((error: { body?: unknown }) => {
            void message.error(formatErrorMessage(error.body, BOOK_OR_OFFER_ERROR_MESSAGE));
          }),
    });

  const actions = open ? (
    <>
      <Button type="primary" disabled={!shipment} onClick={() => setDrawer('accept')}>
        Accept
      </Button>
      <Button disabled={!shipment} onClick={() => setDrawer('offer')}>
        New Offer
      </Button>
      <Button danger loading={answer.isPending} onClick={reject}>
        Reject
      </Button>
    </>
  ) : null;

  return (
    <>
      <LoadDetail type="tender" shipmentNumber={tender.shipmentNumber} onLeave={onLeave} actions={actions} />
      {shipment && user ? (
        <TenderDrawer
          tender={tender}
          shipment={shipment}
          user={user}
          tab={drawer}
          onTabChange={setDrawer}
          onClose={() => setDrawer(null)}
        />
      ) : null}
    </>
  );
}
