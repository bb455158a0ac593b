// A map drawn by the MapLibre adapter (maplibre-map.ts), imported on demand when the map is shown, so
// that a list's first visit never downloads MapLibre. The route map and the live-equipment map both
// use it: until the library is in the map is 'loading', then 'drawing' until the adapter says its
// base map, what it shows and the fitted view are on screen ('drawn'); 'failed' when the import fails.
import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import type { MapDrawing, MapState, RouteMapHandle } from './map-types';
import type * as MapLibreAdapter from './maplibre-map';

type MapAdapter = typeof MapLibreAdapter;
/** The adapter's drawings: 'drawRouteMap' (a load's route), 'drawPositionsMap' (the trucks). */
type Drawing = 'drawRouteMap' | 'drawPositionsMap';
type PointsOf<D extends Drawing> = Parameters<MapAdapter[D]>[1];

export interface LazyMap {
  /** The element the map is drawn into. */
  container: RefObject<HTMLDivElement | null>;
  state: MapState;
}

/**
 * `useLazyMap('drawRouteMap', points)`. The map is drawn again only when the points change in value:
 * the same places in a new array (a load's stops answered again) keep the map.
 */
export function useLazyMap<D extends Drawing>(drawing: D, points: PointsOf<D>): LazyMap {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<MapState>('loading');
  const key = JSON.stringify(points);
  useEffect(() => {
    let removed = false;
    let remove: (() => void) | undefined;
    import('./maplibre-map')
      .then((adapter) => {
        if (removed || !container.current) return;
        const draw = adapter[drawing] as (
          element: HTMLElement,
          points: PointsOf<D>,
          events: MapDrawing,
        ) => RouteMapHandle;
        remove = draw(container.current, JSON.parse(key) as PointsOf<D>, {
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
  }, [drawing, key]);
  return { container, state };
}
