import type { RemoteModules } from '@trucks/shared-contracts/federation/remote-modules';
import { ShipmentFinancials } from '../../features/shipment-financials/components/shipment-financials';

export default ShipmentFinancials satisfies RemoteModules['mf_financials/ShipmentFinancials']['default'];
