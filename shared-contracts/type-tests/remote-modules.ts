// Type tests of the remote-module contracts: a remote's exposed component must satisfy the props
// declared in shared-contracts, so a mismatch fails the remote's build, not the user's page.
import type { ComponentType } from 'react';
import type { RemoteModules, ShipmentFinancialsProps } from '../src/federation/remote-modules';

type ShipmentFinancialsModule = RemoteModules['mf_financials/ShipmentFinancials'];

// A component with the declared props is accepted.
const RightProps: ComponentType<ShipmentFinancialsProps> = () => null;
export const accepted = { default: RightProps } satisfies ShipmentFinancialsModule;
export const acceptedComponent = RightProps satisfies ShipmentFinancialsModule['default'];

// A component that needs a prop the host does not pass (shipmentId instead of shipmentNumber).
const WrongPropName = (_props: { shipmentId: string }) => null;
// @ts-expect-error the contract passes shipmentNumber, not shipmentId
export const rejectedName = WrongPropName satisfies ShipmentFinancialsModule['default'];

// A component that expects the shipment number as a number.
const WrongPropType = (_props: { shipmentNumber: number }) => null;
// @ts-expect-error shipmentNumber is a string in the contract
export const rejectedType = WrongPropType satisfies ShipmentFinancialsModule['default'];

// A component that requires an extra prop no embedder provides.
const ExtraRequiredProp = (_props: ShipmentFinancialsProps & { invoiceId: string }) => null;
// @ts-expect-error invoiceId is not part of the contract, so no embedder will pass it
export const rejectedExtra = ExtraRequiredProp satisfies ShipmentFinancialsModule['default'];

// @ts-expect-error a module whose default export is not a component at all
export const rejectedModule = { default: 'ShipmentFinancials' } satisfies ShipmentFinancialsModule;
