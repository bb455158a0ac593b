// The one module that imports MapLibre (loaded by dynamic import when a route map or the live-equipment
// map is shown, never on a list's first visit; jest mocks it: MapLibre needs WebGL). Offline: an inline style with a plain
// background, the route as a GeoJSON line and numbered HTML markers, so no tile or glyph server is
// needed. The view starts centred on the US at zoom 3 (spec 000 §2), then fits the stops.
import * as maplibregl from 'maplibre-gl';
import type { PositionPoint, RouteMapHandle, RouteMapPoint } from './map-types';

maplibregl.setWorkerUrl(new URL('maplibre-gl/dist/maplibre-gl-worker.mjs', import.meta.url).toString());

const US_CENTRE: [number, number] = [-98.5795, 39.8283];
const US_ZOOM = 3;

function stopMarker(point: RouteMapPoint): HTMLElement {
  const element = document.createElement('div');
  element.textContent = String(point.number);
  element.setAttribute('aria-label', `Stop ${point.number}: ${point.label}`);
  Object.assign(element.style, {
    position: 'absolute',
    top: '0',
    left: '0',
    width: '24px',
    height: '24px',
    borderRadius: '50%',
    background: point.kind === 'Pickup' ? '#1677ff' : '#52c41a',
    color: '#fff',
    font: '600 12px/24px sans-serif',
    textAlign: 'center',
    border: '2px solid #fff',
    boxShadow: '0 1px 4px rgba(0,0,0,.4)',
  });
  return element;
}

function offlineMap(container: HTMLElement): maplibregl.Map {
  const map = new maplibregl.Map({
    container,
    center: US_CENTRE,
    zoom: US_ZOOM,
    attributionControl: false,
    style: {
      version: 8,
      sources: {},
      layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#eef3f8' } }],
    },
  });
  map.addControl(new maplibregl.NavigationControl({ showCompass: false }));
  return map;
}

function truckMarker(point: PositionPoint): HTMLElement {
  const element = document.createElement('div');
  element.textContent = point.label;
  element.setAttribute('aria-label', `Truck ${point.label}`);
  Object.assign(element.style, {
    position: 'absolute',
    top: '0',
    left: '0',
    padding: '2px 6px',
    borderRadius: '10px',
    background: '#fa8c16',
    color: '#fff',
    font: '600 11px/16px sans-serif',
    whiteSpace: 'nowrap',
    border: '2px solid #fff',
    boxShadow: '0 1px 4px rgba(0,0,0,.4)',
  });
  return element;
}

/** The carrier's trucks at their last known positions; the view fits them. */
export function drawPositionsMap(container: HTMLElement, points: readonly PositionPoint[]): RouteMapHandle {
  const map = offlineMap(container);
  const markers = points.map((point) =>
    new maplibregl.Marker({ element: truckMarker(point) })
      .setLngLat([point.longitude, point.latitude])
      .addTo(map),
  );
  map.on('load', () => {
    if (points.length === 0) return;
    const bounds = new maplibregl.LngLatBounds();
    for (const p of points) bounds.extend([p.longitude, p.latitude]);
    map.fitBounds(bounds, { padding: 48, maxZoom: 8, duration: 600 });
  });
  return {
    remove: () => {
      for (const marker of markers) marker.remove();
      map.remove();
    },
  };
}

export function drawRouteMap(container: HTMLElement, points: readonly RouteMapPoint[]): RouteMapHandle {
  const map = offlineMap(container);
  const markers = points.map((point) =>
    new maplibregl.Marker({ element: stopMarker(point) })
      .setLngLat([point.longitude, point.latitude])
      .addTo(map),
  );
  map.on('load', () => {
    map.addSource('route', {
      type: 'geojson',
      data: {
        type: 'Feature',
        properties: {},
        geometry: { type: 'LineString', coordinates: points.map((p) => [p.longitude, p.latitude]) },
      },
    });
    map.addLayer({
      id: 'route',
      type: 'line',
      source: 'route',
      paint: { 'line-color': '#1677ff', 'line-width': 4 },
    });
    if (points.length > 0) {
      const bounds = new maplibregl.LngLatBounds();
      for (const p of points) bounds.extend([p.longitude, p.latitude]);
      map.fitBounds(bounds, { padding: 48, maxZoom: 9, duration: 600 });
    }
  });
  return {
    remove: () => {
      for (const marker of markers) marker.remove();
      map.remove();
    },
  };
}
