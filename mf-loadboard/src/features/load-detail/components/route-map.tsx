// The route map of a load: MapLibre is imported only when it is shown, through its adapter module
// (useLazyMap), so a list's first visit never downloads it. The map is described for screen readers
// by its stops; tests and the benchmark wait for data-map-state 'drawn' (src/ui/map/map-view.tsx).
import type { Stop } from '@trucks/shared-contracts/domain/shipment';
import type { RouteMapPoint } from '../../../ui/map/map-types';
import { MapFailed, MapView } from '../../../ui/map/map-view';
import { useLazyMap } from '../../../ui/map/use-lazy-map';

const MAP_HEIGHT = 280;

function pointsOf(stops: readonly Stop[]): RouteMapPoint[] {
  return [...stops]
    .sort((a, b) => a.stopNumber - b.stopNumber)
    .map((stop) => ({
      number: stop.stopNumber,
      kind: stop.stopType,
      label: `${stop.city}, ${stop.state}`,
      latitude: stop.latitude,
      longitude: stop.longitude,
    }));
}

export function RouteMap({ stops }: { stops: readonly Stop[] }) {
  const points = pointsOf(stops);
  const map = useLazyMap('drawRouteMap', points);
  const description = `Route map: ${points.map((p) => `${p.number} ${p.label}`).join(', ')}`;
  return (
    <MapView map={map} label={description} height={MAP_HEIGHT} rounded>
      {map.state === 'failed' ? <MapFailed /> : null}
    </MapView>
  );
}
