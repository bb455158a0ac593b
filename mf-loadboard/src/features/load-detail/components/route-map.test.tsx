// The route map (issue 11: 'sees the map and stops'): drawn once per route through the MapLibre adapter
// (mocked: MapLibre needs WebGL), busy until the adapter says the base map and the route are drawn.
import { act, render, screen, waitFor } from '@testing-library/react';
import { atlantaDrop, dallasPickup } from '../../../test/loads';
import { drawRouteMap } from '../../../ui/map/maplibre-map';
import { RouteMap } from './route-map';

jest.mock('../../../ui/map/maplibre-map', () => ({ drawRouteMap: jest.fn(() => ({ remove: jest.fn() })) }));

describe('route map', () => {
  beforeEach(() => jest.mocked(drawRouteMap).mockClear());

  it('is busy until drawn, and the same places in a new array (the stops call after the load) do not draw it again', async () => {
    const { rerender } = render(<RouteMap stops={[dallasPickup, atlantaDrop]} />);
    // A group a person can pan and zoom, not an image (issue 27: axe's nested-interactive).
    const map = await screen.findByRole('group', { name: 'Route map: 1 Dallas, TX, 2 Atlanta, GA' });
    expect(map).toHaveAttribute('aria-busy', 'true');
    act(() => jest.mocked(drawRouteMap).mock.lastCall?.[2]?.onDrawn?.());
    expect(map).toHaveAttribute('aria-busy', 'false');
    rerender(<RouteMap stops={[{ ...dallasPickup }, { ...atlantaDrop }]} />);
    expect(map).toHaveAttribute('aria-busy', 'false');
    expect(drawRouteMap).toHaveBeenCalledTimes(1);
  });

  it('draws again when the route changes', async () => {
    const { rerender } = render(<RouteMap stops={[dallasPickup, atlantaDrop]} />);
    await waitFor(() => expect(drawRouteMap).toHaveBeenCalledTimes(1));
    rerender(<RouteMap stops={[dallasPickup]} />);
    await waitFor(() => expect(drawRouteMap).toHaveBeenCalledTimes(2));
    expect(jest.mocked(drawRouteMap).mock.lastCall?.[1]).toEqual([
      expect.objectContaining({ number: 1, label: 'Dallas, TX' }),
    ]);
  });
});
