// The trucks on a map: MapLibre comes only through its adapter (src/ui/map/maplibre-map), imported
// when this map is shown (useLazyMap). Until then a skeleton holds the space; the list below names every
// truck. The map is aria-busy until its base map, markers and fitted view are on screen (data-map-state
// 'drawn').
import { Alert, Skeleton } from 'antd';
import type { PositionPoint } from '../../../ui/map/map-types';
import { useLazyMap } from '../../../ui/map/use-lazy-map';

const MAP_HEIGHT = 320;

export function PositionsMap({ points }: { points: readonly PositionPoint[] }) {
  const { container, state } = useLazyMap('drawPositionsMap', points);
  if (state === 'failed') return <Alert type="warning" showIcon title="The map could not be shown." />;
  return (
    <div style={{ position: 'relative', height: MAP_HEIGHT }}>
      {state === 'loading' ? (
        <Skeleton.Node active style={{ width: '100%', height: MAP_HEIGHT }} aria-label="Loading map" />
      ) : null}
      <div
        ref={container}
        // A group, not an image: it holds MapLibre's focusable canvas and zoom buttons (route-map.tsx).
        role="group"
        aria-label={`Map of ${points.length} ${points.length === 1 ? 'truck' : 'trucks'}`}
        aria-busy={state === 'loading' || state === 'drawing'}
        data-map-state={state}
        style={{
          position: 'absolute',
          inset: 0,
          visibility: state === 'drawing' || state === 'drawn' ? 'visible' : 'hidden',
        }}
      />
    </div>
  );
}
