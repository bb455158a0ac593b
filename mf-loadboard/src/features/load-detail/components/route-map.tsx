// The route map of a load: MapLibre is imported only when it is shown, through its adapter module
// (useLazyMap), so a list's first visit never downloads it. Until the library is in, a skeleton holds the space; the
// map is described for screen readers by its stops and is aria-busy until its base map, route and
// fitted view are on screen (data-map-state 'drawn'), which tests and the benchmark wait for.
// A group, not an image: a person pans and zooms it (MapLibre's focusable canvas, the zoom buttons),
// and an image's children are presentational (issue 27: axe's nested-interactive on .maplibregl-map).
import { Alert, Skeleton } from 'antd';
import type { Stop } from '@trucks/shared-contracts/domain/shipment';
import type { RouteMapPoint } from '../../../ui/map/map-types';
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
  const { container, state } = useLazyMap('drawRouteMap', points);
  const description = `Route map: ${points.map((p) => `${p.number} ${p.label}`).join(', ')}`;
  return (
    <div style={{ position: 'relative', height: MAP_HEIGHT }}>
      {state === 'loading' ? (
        <Skeleton.Node active style={{ width: '100%', height: MAP_HEIGHT }} aria-label="Loading map" />
      ) : null}
      {state === 'failed' ? <Alert type="warning" showIcon title="The map could not be shown." /> : null}
      <div
        ref={container}
        role="group"
        aria-label={description}
        aria-busy={state === 'loading' || state === 'drawing'}
        data-map-state={state}
        style={{
          position: 'absolute',
          inset: 0,
          visibility: state === 'drawing' || state === 'drawn' ? 'visible' : 'hidden',
          borderRadius: 8,
          overflow: 'hidden',
        }}
      />
    </div>
  );
}
