// Mobile: a search button opening a full-screen drawer with the same box and the results as a list
// (mobile-search-drawer.tsx). The drawer's code (antd's Drawer and Input) is not on the first paint: it
// loads when the pointer or the focus reaches the button, or on the first tap, which then waits for it
// (the button spins after 200 ms) and opens it, the box taking the focus.
import { useState } from 'react';
import { Button } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { lazyPanel, useOpenedOnDemand } from '@trucks/shared-ui/lazy-panel';
import type { ShipmentSearchFieldProps } from '../lib/search-box';
import type { MobileSearchDrawerProps } from './mobile-search-drawer';

const MOBILE_SEARCH_DRAWER = lazyPanel<MobileSearchDrawerProps>(
  () => import('./mobile-search-drawer').then((m) => m.MobileSearchDrawer),
  'Loading the shipment search',
  'The shipment search could not be loaded.',
);

export function MobileShipmentSearch({ viaBrokerQuickSearch, onChoose }: ShipmentSearchFieldProps) {
  const [open, setOpen] = useState(false);
  const drawer = useOpenedOnDemand(MOBILE_SEARCH_DRAWER);
  return (
    <>
      <Button
        type="text"
        aria-label="Search shipments"
        icon={<SearchOutlined />}
        loading={drawer.loading && { delay: 200 }}
        onPointerEnter={drawer.preload}
        onPointerDown={drawer.preload}
        onFocus={drawer.preload}
        onClick={() => drawer.open(() => setOpen(true))}
      />
      {drawer.Part ? (
        <drawer.Part
          open={open}
          onClose={() => setOpen(false)}
          viaBrokerQuickSearch={viaBrokerQuickSearch}
          onChoose={onChoose}
        />
      ) : null}
    </>
  );
}
