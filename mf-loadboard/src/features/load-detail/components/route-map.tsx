// The route map of a load: MapLibre is imported only here, on demand, through its adapter module, so
// a list's first visit never downloads it. Until the library is in, a skeleton holds the space; the
// map is described for screen readers by its stops and is aria-busy until its base map, route and
// fitted view are on screen (data-map-state 'drawn'), which tests and the benchmark wait for.
// A group, not an image: a person pans and zooms it (MapLibre's focusable canvas, the zoom buttons),
// and an image's children are presentational (issue 27: axe's nested-interactive on .maplibregl-map).
import { useEffect, useRef, useState } from 'react';
import { Alert, Skeleton } from 'antd';
import type { Stop } from '@trucks/shared-contracts/domain/shipment';
import type { MapState, RouteMapPoint } from '../../../ui/map/map-types';

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
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<MapState>('loading');
  const points = pointsOf(stops);
  // The load's own stops draw the map first; the stops call answers the same places in a new array,
  // which must not tear the map down and draw it again.
  const key = JSON.stringify(points);
  useEffect(() => {
    let removed = false;
    let remove: (() => void) | undefined;
    import('../../../ui/map/maplibre-map')
      .then(({ drawRouteMap }) => {
        if (removed || !container.current) return;
        remove = drawRouteMap(container.current, JSON.parse(key) as RouteMapPoint[], {
          onDrawn: () => {
            if (!removed) setState('drawn');
          },
        }).remove;
        setState('drawing');
      })
      .catch(() => {
        if (!removed) setState('failed');
      });
    return () => {
      removed = true;
      remove?.();
    };
  }, [key]);
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
