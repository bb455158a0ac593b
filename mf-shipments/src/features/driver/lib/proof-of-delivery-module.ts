import type { RemoteModuleId } from '@trucks/shared-contracts/federation/remote-modules';

/**
 * The module each dropoff of a driver's card embeds (ProofOfDeliveryRegion): mf-cases-notes'
 * DocumentsPanel. The driver's routes preload it beside the cards' read (routes.tsx), so it is not
 * asked for only once the cards have rendered.
 */
export const PROOF_OF_DELIVERY_MODULE = 'mf_cases_notes/DocumentsPanel' satisfies RemoteModuleId;
