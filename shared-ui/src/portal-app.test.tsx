import { act, screen } from '@testing-library/react';
import { App, Button } from 'antd';
import { TOAST_SECONDS } from '@trucks/shared-contracts/rules/toast-durations';
import { PortalApp } from './portal-app';
import { renderWithAntd } from './testing';

function Save() {
  const { message } = App.useApp();
  return <Button onClick={() => void message.success('Contact Successfully Created')}>Save</Button>;
}

describe('PortalApp', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("keeps a toast 4 s, the spec's default duration, without the caller naming one", async () => {
    expect(TOAST_SECONDS).toEqual({ message: 4, notification: 5, loginFailure: 8 });
    renderWithAntd(
      <PortalApp>
        <Save />
      </PortalApp>,
    );
    act(() => screen.getByRole('button', { name: 'Save' }).click());
    await act(async () => {
      await jest.advanceTimersByTimeAsync(3_800);
    });
    expect(screen.getByText('Contact Successfully Created')).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1_500);
    });
    expect(screen.queryByText('Contact Successfully Created')).not.toBeInTheDocument();
  });
});
