// The side navigation is a chunk of its own (shell-frame.tsx, issue 26). On a wide screen it loads with
// the frame's first render; a load that fails (offline, a deploy replaced the chunk) says so in the
// rail with 'Try again', the page beside it keeps working, and Try again loads it.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerBadges, NO_BADGES, personas, renderFrame } from './shell-chrome-test-kit';
import { DESKTOP_WIDTH, restoreViewport, setViewportWidth } from '@trucks/shared-ui/test-viewport';

let online = false;
jest.mock('./side-navigation', () => {
  if (!online) throw new Error('Loading chunk 4410 failed');
  return jest.requireActual<object>('./side-navigation');
});

afterEach(restoreViewport);

it('says when the navigation could not be loaded, keeps the page, and Try again loads it', async () => {
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  setViewportWidth(DESKTOP_WIDTH);
  answerBadges(NO_BADGES);
  renderFrame({ user: personas.carrierAdmin(), page: <p>Page content</p> });

  expect(await screen.findByText('The navigation could not be loaded.')).toBeInTheDocument();
  expect(screen.getByText('Page content')).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();

  online = true;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  expect(screen.queryByText('The navigation could not be loaded.')).not.toBeInTheDocument();
  consoleError.mockRestore();
});
