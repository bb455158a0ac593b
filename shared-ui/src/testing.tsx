// For tests only: render with antd's CSS-in-JS sent to a detached element (TOOLCHAIN.md: jsdom
// re-cascades antd's ~300 KB of CSS on every role query; this keeps an antd test file at seconds),
// inside a memory router.
import type { ReactElement } from 'react';
import { StyleProvider } from '@ant-design/cssinjs';
import { render, screen } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';

export interface RenderOptions {
  /** The URL the memory router starts at. */
  route?: string;
}

export function renderWithAntd(ui: ReactElement, { route = '/' }: RenderOptions = {}): RenderResult {
  const styleSink = document.createElement('div');
  return render(
    <StyleProvider container={styleSink}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </StyleProvider>,
  );
}

/** Shows the router's current address, so a test can assert where a click or redirect led. */
export function LocationProbe() {
  const location = useLocation();
  return <output aria-label="Current address">{`${location.pathname}${location.search}`}</output>;
}

/** The address LocationProbe shows (path and query string). */
export function currentAddress(): HTMLElement {
  return screen.getByRole('status', { name: 'Current address' });
}

/** Renders `ui` (usually an app's standalone routes) at `route`, with a LocationProbe beside it. */
export function renderWithAddress(ui: ReactElement, route: string): RenderResult {
  return renderWithAntd(
    <>
      {ui}
      <LocationProbe />
    </>,
    { route },
  );
}
