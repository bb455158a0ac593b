// A load's header and body read from the API: the one body of the load-detail dialog (host search),
// the available-freight preview and the shipment-number pages. Opens the book-now drawer.
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { LoadDetailType } from '@trucks/shared-contracts/federation/remote-modules';
import { OWN_SHIPMENT_STATE, paths } from '@trucks/shared-contracts/routes/paths';
import { QueryErrorAlert } from '@trucks/shared-ui/query-error-alert';
import { useAvailableShipment } from '../../../api/available-shipment';
import { useSignedInUser } from '../../../lib/signed-in-user';
import { useLoadMatches, useLoadStops, useReloadCount } from '../api/load-parts';
import { BookNowDrawer, preloadBookNowDrawer } from './book-now-drawer';
import type { BookNowTab } from './book-now-drawer';
import { LoadDetailBody } from './load-detail-body';
import { heldBy, LoadDetailHeader } from './load-detail-header';
import {
  ContactFacts,
  EquipmentFacts,
  MatchesList,
  RateFacts,
  RequirementFacts,
  StopsList,
} from './load-sections';
import { RouteMap } from './route-map';

const DETAILS_FAILED = 'An error occured when retrieving shipment details.';

export interface LoadDetailProps {
  type: LoadDetailType;
  shipmentNumber: string | undefined;
  /** Called when the user leaves the detail through a link or a booking (the dialog closes). */
  onLeave?: () => void;
  /**
   * The answers of a tender or rate request (their drawers are theirs): they replace Book Now and
   * Offer Rate, and the book-now drawer is not mounted.
   */
  actions?: ReactNode;
}

function LoadedDetail({
  type,
  shipmentNumber,
  onLeave,
  actions,
}: LoadDetailProps & { shipmentNumber: string }) {
  const navigate = useNavigate();
  const user = useSignedInUser();
  const nonBroker = user ? !user.isBroker : true;
  const details = useAvailableShipment(shipmentNumber, type);
  const stops = useLoadStops(shipmentNumber);
  const matches = useLoadMatches(shipmentNumber, nonBroker);
  const reloadCount = useReloadCount(shipmentNumber, nonBroker);
  const [drawer, setDrawer] = useState<BookNowTab | null>(null);
  const shipment = details.data;
  const held = shipment ? heldBy(shipment, user?.companyId) : undefined;

  if (details.isError) {
    return <QueryErrorAlert title={DETAILS_FAILED} onRetry={() => void details.refetch()} />;
  }
  const mapStops = stops.data ?? shipment?.stops;
  return (
    <>
      <div style={{ marginBottom: 16 }}>
        <LoadDetailHeader
          shipmentNumber={shipmentNumber}
          type={type}
          shipment={shipment}
          showReloads={nonBroker}
          reloadCount={reloadCount.data}
          onBookNow={() => setDrawer('book')}
          onOfferRate={() => setDrawer('offer')}
          onActionIntent={preloadBookNowDrawer}
          onLeave={onLeave}
          actions={actions}
          held={held}
        />
      </div>
      <LoadDetailBody
        loading={details.isPending}
        route={mapStops ? <RouteMap stops={mapStops} /> : undefined}
        stops={
          stops.isPending ? undefined : (
            <StopsList stops={stops.data} error={stops.error} onRetry={() => void stops.refetch()} />
          )
        }
        matches={
          !nonBroker ? null : matches.isPending ? undefined : (
            <MatchesList
              matches={matches.data}
              error={matches.error}
              onRetry={() => void matches.refetch()}
              onOpen={(n) => {
                onLeave?.();
                void navigate(paths.availableFreightPreview(n));
              }}
            />
          )
        }
        rate={shipment ? <RateFacts shipment={shipment} /> : undefined}
        requirements={shipment ? <RequirementFacts shipment={shipment} /> : undefined}
        equipment={shipment ? <EquipmentFacts shipment={shipment} /> : undefined}
        contact={shipment ? <ContactFacts shipment={shipment} /> : undefined}
      />
      {/* An open drawer stays while the load turns booked (its poll, or another screen's refresh, can
          read the company's own booking before the booking's answer), so its answer still lands the
          user on the shipment with 'Successfully booked shipment.'. */}
      {shipment && user && actions === undefined && (held === undefined || drawer !== null) ? (
        <BookNowDrawer
          shipment={shipment}
          user={user}
          tab={drawer}
          onTabChange={setDrawer}
          onClose={() => setDrawer(null)}
          onBooked={(bookedNumber) => {
            setDrawer(null);
            onLeave?.();
            void navigate(paths.shipmentDetails(bookedNumber), { state: OWN_SHIPMENT_STATE });
          }}
        />
      ) : null}
    </>
  );
}

export function LoadDetail({ type, shipmentNumber, onLeave, actions }: LoadDetailProps) {
  if (shipmentNumber === undefined) {
    // The tender or rate request names its shipment once it is read (their pages fill this in).
    return (
      <>
        <div style={{ marginBottom: 16 }}>
          <LoadDetailHeader shipmentNumber={undefined} type={type} />
        </div>
        <LoadDetailBody loading />
      </>
    );
  }
  return <LoadedDetail type={type} shipmentNumber={shipmentNumber} onLeave={onLeave} actions={actions} />;
}
