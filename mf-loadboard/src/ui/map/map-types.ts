/** A numbered stop on the route map. */
export interface RouteMapPoint {
  number: number;
  kind: 'Pickup' | 'Dropoff';
  label: string;
  latitude: number;
  longitude: number;
}

export interface RouteMapHandle {
  remove: () => void;
}

/** A truck's last known position on the live-equipment map. */
export interface PositionPoint {
  label: string;
  latitude: number;
  longitude: number;
}

/** What the page hears from a map being drawn. */
export interface MapDrawing {
  /** The base map, what the map shows and the fitted view are on screen. */
  onDrawn?: () => void;
}

/** A map on the page: the library loading, the map drawing, drawn (aria-busy false), or not shown. */
export type MapState = 'loading' | 'drawing' | 'drawn' | 'failed';
