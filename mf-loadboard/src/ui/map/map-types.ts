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
