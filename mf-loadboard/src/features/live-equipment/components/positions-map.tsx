// The trucks on a map: MapLibre comes only through its adapter (src/ui/map/maplibre-map), imported
// when this map is shown (useLazyMap); the list below names every truck.
import type { PositionPoint } from '../../../ui/map/map-types';
import { MapFailed, MapView } from '../../../ui/map/map-view';
import { useLazyMap } from '../../../ui/map/use-lazy-map';

const MAP_HEIGHT = 320;

export function PositionsMap({ points }: { points: readonly PositionPoint[] }) {
  const map = useLazyMap('drawPositionsMap', points);
  if (map.state === 'failed') return <MapFailed />;
  return (
    <MapView
      map={map}
      label={`Map of ${points.length} ${points.length === 1 ? 'truck' : 'trucks'}`}
      height={MAP_HEIGHT}
    />
  );
}
