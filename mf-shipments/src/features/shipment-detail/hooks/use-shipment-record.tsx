// What every page of one shipment needs of it: the shipment, whether the user's company holds it (and
// may edit it), the opening notices of spec 000 §2, and the spec's handling of a shipment that cannot
// be opened (001 §2, §8): 'Unable to access shipment...redirecting to last page', then one page back
// after 3 seconds.
import { useEffect, useRef } from 'react';
import { App, Button } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import type { ApiError } from '@trucks/shared-contracts/api/client';
import type { Shipment } from '@trucks/shared-contracts/domain/shipment';
import { isBookedOrLater } from '@trucks/shared-contracts/domain/shipment-status';
import { isOwnShipmentState, paths } from '@trucks/shared-contracts/routes/paths';
import { useSession } from '@trucks/shared-contracts/session/use-session';
import { usesDriverView } from '../../../lib/driver-user';
import { useShipment } from '../api/shipment';

export const UNOPENABLE_MESSAGE = 'Unable to access shipment...redirecting to last page';
const UNOPENABLE_REDIRECT_MS = 3000;

const bookedToAnotherCarrierNotice = (shipmentNumber: string) =>
  `Shipment ${shipmentNumber} is booked to another carrier.`;

/** A shipment the API refuses (403) or does not know (404) cannot be opened; other failures offer Retry. */
function isUnopenable(error: ApiError | null): boolean {
  return error !== null && (error.status === 403 || error.status === 404);
}

/** Where "one page back" goes: the previous entry, or the shipments list for a page opened directly. */
function useGoBack() {
  const navigate = useNavigate();
  return () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(paths.shipments(), { replace: true });
  };
}

function useUnopenableRedirect(unopenable: boolean) {
  const goBack = useGoBack();
  const goBackRef = useRef(goBack);
  goBackRef.current = goBack;
  useEffect(() => {
    if (!unopenable) return;
    const timer = window.setTimeout(() => goBackRef.current(), UNOPENABLE_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [unopenable]);
}

/**
 * The spec's toast on opening a shipment (000 §2) that this page can show: a shipment booked or later
 * to another carrier says so, with a link back to the list. Shown once per shipment opened by address
 * (a link, the top-bar search). The company's own shipment is not announced here: this page is the
 * shipment its 'already booked by your company' notice would link to (issue 41); the load board's
 * load detail says it, in place of Book Now and Offer Rate.
 */
function useOpeningNotice(shipment: Shipment | undefined, companyId: string | undefined) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { state } = useLocation();
  const fromList = isOwnShipmentState(state);
  const announced = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!shipment || fromList || announced.current === shipment.shipmentNumber) return;
    announced.current = shipment.shipmentNumber;
    const own = shipment.carrierId != null && shipment.carrierId === companyId;
    if (!own && isBookedOrLater(shipment.status)) {
      void message.warning(
        <span>
          {bookedToAnotherCarrierNotice(shipment.shipmentNumber)}{' '}
          <Button type="link" size="small" onClick={() => void navigate(paths.shipments())}>
            Back to shipments
          </Button>
        </span>,
      );
    }
  }, [shipment, fromList, companyId, message, navigate]);
}

export function useShipmentRecord(shipmentNumber: string) {
  const query = useShipment(shipmentNumber);
  const companyId = useSession((session) => session.user?.companyId);
  // A driver sees the load they drive; its appointments, PRO number and drivers are the office's to change.
  const driver = useSession((session) => usesDriverView(session.user));
  const shipment = query.data;
  const unopenable = isUnopenable(query.error);
  useUnopenableRedirect(unopenable);
  useOpeningNotice(shipment, companyId);
  return {
    query,
    shipment,
    unopenable,
    editable:
      !driver && shipment !== undefined && shipment.carrierId != null && shipment.carrierId === companyId,
  };
}
