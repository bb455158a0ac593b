// The offline base map under the route map and the live-equipment map: land of the countries around
// the US (Canada, Mexico, the Caribbean) from world-atlas at 1:110m, the US states from us-atlas at
// 1:10m, the state borders and the international borders as lines; water is the map's background.
// The TopoJSON comes with the map's chunk (imported only by the MapLibre adapter, itself loaded on
// demand) and is converted to GeoJSON once, on the first map drawn. A production build would take a
// tile style from config.json instead; the portal runs without a tile server.
import { feature, mesh } from 'topojson-client';
import usAtlas from 'us-atlas/states-10m.json';
import worldAtlas from 'world-atlas/countries-110m.json';

type Topology = Parameters<typeof feature>[0];
type GeometryCollection = Extract<NonNullable<Parameters<typeof mesh>[1]>, { type: 'GeometryCollection' }>;
type LandCollection = ReturnType<typeof landOf>;
type BorderLines = ReturnType<typeof mesh>;

/** The United States in world-atlas (ISO 3166 numeric): drawn from us-atlas's states instead. */
const USA_ID = '840';

export interface BaseMapData {
  /** Every country but the US (world-atlas, 1:110m). */
  land: LandCollection;
  /** The US states (us-atlas, 1:10m). */
  states: LandCollection;
  /** Borders between two states. */
  stateBorders: BorderLines;
  /** Borders between two countries. */
  countryBorders: BorderLines;
}

function collection(topology: Topology, name: string): GeometryCollection {
  const object = topology.objects[name];
  if (object?.type !== 'GeometryCollection') throw new Error(`The atlas has no collection '${name}'.`);
  return object as GeometryCollection;
}

function landOf(topology: Topology, object: GeometryCollection) {
  return feature(topology, object);
}

function convert(): BaseMapData {
  const us = usAtlas as unknown as Topology;
  const world = worldAtlas as unknown as Topology;
  const countries = collection(world, 'countries');
  const states = collection(us, 'states');
  return {
    land: landOf(world, {
      ...countries,
      geometries: countries.geometries.filter((country) => country.id !== USA_ID),
    }),
    states: landOf(us, states),
    stateBorders: mesh(us, states, (a, b) => a !== b),
    countryBorders: mesh(world, countries, (a, b) => a !== b),
  };
}

let converted: BaseMapData | undefined;

/** The base map's GeoJSON, converted on first use. */
export function baseMapData(): BaseMapData {
  converted ??= convert();
  return converted;
}
