// The shipment's writes (spec 001 §7, §8) as the buttons of its record page: Book (book-drawer.tsx),
// Tender (tender-drawer.tsx), Max Buy (max-buy-drawer.tsx), Rescind and Void (reason-dialog.tsx), and
// Generate BOL, opened in mf-cases-notes' DocumentViewer.
import { useState } from 'react';
import { App, Button, Flex } from 'antd';
import type { PortalDocument } from '@trucks/shared-contracts/domain/document';
import type { ManagedShipment } from '@trucks/shared-contracts/domain/managed-shipment';
import {
  BOOKING_STATUSES,
  RESCINDABLE_STATUSES,
  ShipmentStatus,
  VOIDABLE_STATUSES,
} from '@trucks/shared-contracts/domain/shipment-status';
import { RemoteRegion } from '@trucks/shared-ui/remote-region';
import { useErrorToast } from '../../../ui/use-error-toast';
import { useCreateBol } from '../api/tms-shipments';
import { BookDrawer } from './book-drawer';
import { MaxBuyDrawer } from './max-buy-drawer';
import { ReasonModal } from './reason-dialog';
import { TenderDrawer } from './tender-drawer';

type Drawer = 'book' | 'tender' | 'maxBuy' | 'rescind' | 'void' | null;

export function ShipmentActions({ shipment }: { shipment: ManagedShipment }) {
  const [drawer, setDrawer] = useState<Drawer>(null);
  const [bol, setBol] = useState<PortalDocument | null>(null);
  const createBol = useCreateBol();
  const { message } = App.useApp();
  const toastError = useErrorToast();
  const status = shipment.shipmentStatus;
  const openForBooking = BOOKING_STATUSES.includes(status);
  const close = () => setDrawer(null);
  return (
    <>
      <Flex gap={8} wrap>
        {openForBooking ? (
          <>
            <Button type="primary" onClick={() => setDrawer('book')}>
              Book
            </Button>
            <Button onClick={() => setDrawer('tender')}>Tender</Button>
            <Button onClick={() => setDrawer('maxBuy')}>Max Buy</Button>
          </>
        ) : null}
        {RESCINDABLE_STATUSES.includes(status) ? (
          <Button onClick={() => setDrawer('rescind')}>Rescind</Button>
        ) : null}
        {status !== ShipmentStatus.Voided ? (
          <Button
            loading={createBol.isPending}
            onClick={() =>
              createBol.mutate(
                { params: { shipmentNumber: shipment.shipmentNumber } },
                {
                  onSuccess: (document) => {
                    void message.success(`BOL successfully generated for ${shipment.shipmentNumber}`);
                    setBol(document);
                  },
                  onError: toastError,
                },
              )
            }
          >
            Generate BOL
          </Button>
        ) : null}
        {VOIDABLE_STATUSES.includes(status) ? (
          <Button danger onClick={() => setDrawer('void')}>
            Void
          </Button>
        ) : null}
      </Flex>
      <BookDrawer shipment={shipment} open={drawer === 'book'} onClose={close} />
      <TenderDrawer shipment={shipment} open={drawer === 'tender'} onClose={close} />
      <MaxBuyDrawer shipment={shipment} open={drawer === 'maxBuy'} onClose={close} />
      <ReasonModal
        shipment={shipment}
        kind={drawer === 'rescind' || drawer === 'void' ? drawer : null}
        onClose={close}
      />
      {bol ? (
        <RemoteRegion
          module="mf_cases_notes/DocumentViewer"
          props={{
            document: {
              id: bol.id,
              name: bol.name,
              extension: bol.extension,
              ...(bol.fileURL ? { fileURL: bol.fileURL } : {}),
            },
            open: true,
            onClose: () => setBol(null),
          }}
        />
      ) : null}
    </>
  );
}
