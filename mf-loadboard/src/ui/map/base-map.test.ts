// The offline base map (issue 11: 'offline base map from a package'): the land around the US, the US
// states and the borders, converted from the atlases' TopoJSON once.
import { baseMapData } from './base-map';

const names = (collection: { features: { properties: unknown }[] }) =>
  collection.features.map((f) => (f.properties as { name?: string } | null)?.name);

describe('base map', () => {
  it('draws the countries around the US as land, without the US itself (its states are drawn instead)', () => {
    const { land } = baseMapData();
    expect(names(land)).toEqual(expect.arrayContaining(['Canada', 'Mexico', 'Cuba']));
    expect(names(land)).not.toContain('United States of America');
  });

  it('draws the 50 states, DC and the territories of us-atlas, with the borders between them', () => {
    const { states, stateBorders, countryBorders } = baseMapData();
    expect(states.features).toHaveLength(56);
    expect(names(states)).toEqual(expect.arrayContaining(['Texas', 'Georgia', 'Alaska', 'Hawaii']));
    expect(stateBorders.type).toBe('MultiLineString');
    expect(stateBorders.coordinates.length).toBeGreaterThan(50);
    expect(countryBorders.type).toBe('MultiLineString');
  });

  it('converts once and hands the same data to every map', () => {
    expect(baseMapData()).toBe(baseMapData());
  });
});
