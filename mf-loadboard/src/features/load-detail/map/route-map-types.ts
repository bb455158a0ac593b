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
