// The authenticated frame: the driver's variant is the page alone and never loads the full frame's
// chunk (issue 26); a full frame whose chunk cannot load leaves the page working, with a Retry.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { personas } from '../features/shell-chrome/components/shell-chrome-test-kit';
import { renderSignedInShell } from '../test/signed-in-shell';
import { FULL_FRAME_FAILED, ShellLayout } from './shell-layout';

// The full frame's chunk, counted, and failing while `mockFullLayoutFailures` says so (a phone that
// lost its signal, a CDN error): a factory that throws leaves the module unloaded, so the next
// import asks again, as the browser's would.
let mockFullLayoutLoads = 0;
let mockFullLayoutFailures = 0;
jest.mock('./full-layout', () => {
  mockFullLayoutLoads += 1;
  if (mockFullLayoutFailures > 0) {
    mockFullLayoutFailures -= 1;
    throw new Error('net::ERR_INTERNET_DISCONNECTED');
  }
  return jest.requireActual<object>('./full-layout');
});

function renderLayoutAt(route: string, user: ReturnType<typeof personas.carrier>) {
  return renderSignedInShell(
    <Routes>
      <Route element={<ShellLayout />}>
        <Route path="/videos" element={<h1>Training videos</h1>} />
        <Route path="/shipments" element={<h1>My loads</h1>} />
      </Route>
    </Routes>,
    { route, user },
  );
}

afterEach(() => localStorage.clear());

describe('the shell layout', () => {
  // First: the full frame's module slot is the page's for its life, so no earlier test may fill it.
  it("shows the driver's page alone, without loading the top bar and the navigation", async () => {
    // The driver app's flag from the driver's link, on an earlier visit.
    localStorage.setItem('isDriverApp', 'true');
    renderLayoutAt('/shipments', personas.driver());

    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { name: 'My loads' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(mockFullLayoutLoads).toBe(0);
  });

  it('keeps the page usable when the top bar and the navigation cannot load, and Retry brings them', async () => {
    mockFullLayoutFailures = 1;
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderLayoutAt('/videos', personas.carrier());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(FULL_FRAME_FAILED);
    expect(within(screen.getByRole('main')).getByRole('heading', { name: 'Training videos' })).toBeVisible();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();

    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Trucks' })).toHaveAttribute('href', '/dashboard');
    // The side navigation is a chunk of its own, rendered (a transition) once it has arrived.
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Training videos' })).toBeVisible();
    expect(screen.queryByText(FULL_FRAME_FAILED)).not.toBeInTheDocument();
    expect(mockFullLayoutLoads).toBe(2);
    consoleError.mockRestore();
  });
});
