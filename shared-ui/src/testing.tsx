// For tests only: render with antd's CSS-in-JS sent to a detached element (TOOLCHAIN.md: jsdom
// re-cascades antd's ~300 KB of CSS on every role query; this keeps an antd test file at seconds),
// inside a memory router.
import type { ReactElement } from 'react';
import { StyleProvider } from '@ant-design/cssinjs';
import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import { MemoryRouter } from 'react-router';

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
