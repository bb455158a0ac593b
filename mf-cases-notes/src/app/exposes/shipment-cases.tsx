import type { RemoteModules } from '@trucks/shared-contracts/federation/remote-modules';
import { ShipmentCases } from '../../features/cases/components/shipment-cases';

export default ShipmentCases satisfies RemoteModules['mf_cases_notes/ShipmentCases']['default'];
