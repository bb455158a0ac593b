// The one module that imports MapLibre (loaded by dynamic import when a route map or the live-equipment
// map is shown, never on a list's first visit; jest mocks it: MapLibre needs WebGL). Offline: an inline
// style over the base map of ./base-map (water as the background, land, US states and their borders,
// international borders), the route as a GeoJSON line and numbered HTML markers above, so no tile or
// glyph server is needed. The view starts centred on the US at zoom 3 (spec 000 §2), then fits the
// stops. `onDrawn` is called once the base, the route and the fitted view are on screen (MapLibre's
// first 'idle' after 'load'), so the page can say the map is drawn.
import * as maplibregl from 'maplibre-gl';
// MapLibre's own stylesheet: the map's controls (zoom buttons) are placed by it; without it they fell
// below the map, over the page (Live Equipment).
import 'maplibre-gl/dist/maplibre-gl.css';
import { baseMapData } from './base-map';
import type { MapDrawing, PositionPoint, RouteMapHandle, RouteMapPoint } from './map-types';

maplibregl.setWorkerUrl(new URL('maplibre-gl/dist/maplibre-gl-worker.mjs', import.meta.url).toString());

const WATER = '#cfe2f3';
const LAND = '#f6f4ee';
const STATE_BORDER = '#b9b3a6';
const COUNTRY_BORDER = '#8c8577';

const US_CENTRE: [number, number] = [-98.5795, 39.8283];
const US_ZOOM = 3;

function stopMarker(point: RouteMapPoint): HTMLElement {
  const element = document.createElement('div');
  element.textContent = String(point.number);
  // MapLibre leaves a custom marker's role to us; a name needs one (a div may not carry aria-label).
  element.setAttribute('role', 'img');
  element.setAttribute('aria-label', `Stop ${point.number}: ${point.label}`);
  Object.assign(element.style, {
    position: 'absolute',
    top: '0',
    left: '0',
    width: '24px',
    height: '24px',
    borderRadius: '50%',
    // White numbers at 4.5:1 or more (axe color-contrast): the theme's blue, a deep green.
    background: point.kind === 'Pickup' ? '#0958d9' : '#237804',
    color: '#fff',
    font: '600 12px/24px sans-serif',
    textAlign: 'center',
    border: '2px solid #fff',
    boxShadow: '0 1px 4px rgba(0,0,0,.4)',
  });
  return element;
}

/** The base map as a MapLibre style: every source inline, nothing fetched. */
function baseStyle(): maplibregl.StyleSpecification {
  const base = baseMapData();
  return {
    version: 8,
    sources: {
      land: { type: 'geojson', data: base.land },
      states: { type: 'geojson', data: base.states },
      'state-borders': { type: 'geojson', data: base.stateBorders },
      'country-borders': { type: 'geojson', data: base.countryBorders },
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': WATER } },
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': LAND } },
      { id: 'states', type: 'fill', source: 'states', paint: { 'fill-color': LAND } },
      {
        id: 'state-borders',
        type: 'line',
        source: 'state-borders',
        paint: { 'line-color': STATE_BORDER, 'line-width': 0.8 },
      },
      {
        id: 'country-borders',
        type: 'line',
        source: 'country-borders',
        paint: { 'line-color': COUNTRY_BORDER, 'line-width': 1.2 },
      },
    ],
  };
}

/**
 * The map over the base, centred on the US; `draw` adds what the map shows once the style is loaded,
 * and `onDrawn` follows the first 'idle' after it (everything rendered, the camera at rest).
 */
function offlineMap(container: HTMLElement, draw: (map: maplibregl.Map) => void, drawing: MapDrawing) {
  const map = new maplibregl.Map({
    container,
    center: US_CENTRE,
    zoom: US_ZOOM,
    attributionControl: false,
    style: baseStyle(),
  });
  map.addControl(new maplibregl.NavigationControl({ showCompass: false }));
  map.on('load', () => {
    draw(map);
    map.once('idle', () => drawing.onDrawn?.());
  });
  return map;
}

function fitPoints(
  map: maplibregl.Map,
  points: readonly { latitude: number; longitude: number }[],
  maxZoom: number,
) {
  if (points.length === 0) return;
  const bounds = new maplibregl.LngLatBounds();
  for (const p of points) bounds.extend([p.longitude, p.latitude]);
  map.fitBounds(bounds, { padding: 48, maxZoom, duration: 600 });
}

function truckMarker(point: PositionPoint): HTMLElement {
  const element = document.createElement('div');
  element.textContent = point.label;
  element.setAttribute('role', 'img');
  element.setAttribute('aria-label', `Truck ${point.label}`);
  Object.assign(element.style, {
    position: 'absolute',
    top: '0',
    left: '0',
    padding: '2px 6px',
    borderRadius: '10px',
    background: '#ad4e00', // white text at 4.5:1 or more (axe color-contrast)
    color: '#fff',
    font: '600 11px/16px sans-serif',
    whiteSpace: 'nowrap',
    border: '2px solid #fff',
    boxShadow: '0 1px 4px rgba(0,0,0,.4)',
  });
  return element;
}

/** One HTML marker a point over the map; the handle removes them with the map. */
function withMarkers<P extends { latitude: number; longitude: number }>(
  map: maplibregl.Map,
  points: readonly P[],
  markerOf: (point: P) => HTMLElement,
): RouteMapHandle {
  const markers = points.map((point) =>
    new maplibregl.Marker({ element: markerOf(point) })
      .setLngLat([point.longitude, point.latitude])
      .addTo(map),
  );
  return {
    remove: () => {
      for (const marker of markers) marker.remove();
      map.remove();
    },
  };
}

/** The carrier's trucks at their last known positions; the view fits them. */
export function drawPositionsMap(
  container: HTMLElement,
  points: readonly PositionPoint[],
  drawing: MapDrawing = {},
): RouteMapHandle {
  const map = offlineMap(container, () => fitPoints(map, points, 8), drawing);
  return withMarkers(map, points, truckMarker);
}

/** A load's route: the line through its stops and a numbered marker on each; the view fits them. */
export function drawRouteMap(
  container: HTMLElement,
  points: readonly RouteMapPoint[],
  drawing: MapDrawing = {},
): RouteMapHandle {
  const map = offlineMap(
    container,
    () => {
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
        layout: { 'line-cap': 'round', 'line-join': 'round' },
        paint: { 'line-color': '#1677ff', 'line-width': 4 },
      });
      fitPoints(map, points, 9);
    },
    drawing,
  );
  return withMarkers(map, points, stopMarker);
}
