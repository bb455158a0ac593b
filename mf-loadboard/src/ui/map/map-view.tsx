// Where a lazily drawn map (useLazyMap) sits on the page: a skeleton holds the space until MapLibre is
// in; the map is a group, not an image (a person pans and zooms it: MapLibre's focusable canvas and its
// zoom buttons; an image's children are presentational, issue 27: axe's nested-interactive), aria-busy
// until its base map, what it shows and the fitted view are on screen (data-map-state 'drawn').
import type { ReactNode } from 'react';
import { Alert, Skeleton } from 'antd';
import type { LazyMap } from './use-lazy-map';

/** What a map that could not be loaded shows. */
export function MapFailed() {
  return <Alert type="warning" showIcon title="The map could not be shown." />;
}

interface MapViewProps {
  map: LazyMap;
  /** The map described for screen readers ('Route map: 1 Dallas, TX, 2 Atlanta, GA'). */
  label: string;
  height: number;
  /** Rounded corners (the load's route map). */
  rounded?: boolean;
  /** Shown above the map's place (MapFailed, for a map that keeps its place when it fails). */
  children?: ReactNode;
}

export function MapView({ map, label, height, rounded = false, children }: MapViewProps) {
  const { container, state } = map;
  return (
    <div style={{ position: 'relative', height }}>
      {state === 'loading' ? (
        <Skeleton.Node active style={{ width: '100%', height }} aria-label="Loading map" />
      ) : null}
      {children}
      <div
        ref={container}
        role="group"
        aria-label={label}
        aria-busy={state === 'loading' || state === 'drawing'}
        data-map-state={state}
        style={{
          position: 'absolute',
          inset: 0,
          visibility: state === 'drawing' || state === 'drawn' ? 'visible' : 'hidden',
          ...(rounded ? { borderRadius: 8, overflow: 'hidden' } : {}),
        }}
      />
    </div>
  );
}
