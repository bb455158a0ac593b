// The shell's own work that no first content needs waits for the landing page's first read: here the
// welcome toast after a new sign-in (afterFirstContent), held by the same first read as the badges.
import { afterFirstContent, holdShellReadsFor } from './first-content';

afterEach(() => jest.useRealTimers());

it('runs at once when no first read is running', () => {
  const ran = jest.fn();
  afterFirstContent(ran);
  expect(ran).toHaveBeenCalledTimes(1);
});

it('waits for the first read to settle and the browser to be idle after it, then runs once', async () => {
  jest.useFakeTimers();
  let settle: () => void = () => undefined;
  holdShellReadsFor(new Promise<void>((resolve) => (settle = resolve)));
  const ran = jest.fn();
  afterFirstContent(ran);
  await jest.advanceTimersByTimeAsync(1000);
  expect(ran).not.toHaveBeenCalled();
  settle();
  await jest.advanceTimersByTimeAsync(1000);
  expect(ran).toHaveBeenCalledTimes(1);
  // A later hold does not run it again.
  holdShellReadsFor(Promise.resolve());
  await jest.advanceTimersByTimeAsync(1000);
  expect(ran).toHaveBeenCalledTimes(1);
});

it('runs after the longest wait when the first read never settles', async () => {
  jest.useFakeTimers();
  holdShellReadsFor(new Promise<void>(() => undefined), 4000);
  const ran = jest.fn();
  afterFirstContent(ran);
  await jest.advanceTimersByTimeAsync(3900);
  expect(ran).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(1200);
  expect(ran).toHaveBeenCalledTimes(1);
});
