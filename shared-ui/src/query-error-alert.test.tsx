import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Alert, Button } from 'antd';
import { QueryErrorAlert } from './query-error-alert';
import { renderWithAntd } from './testing';

describe('QueryErrorAlert', () => {
  it("shows the failed read's message and asks again on Retry", async () => {
    const onRetry = jest.fn();
    renderWithAntd(<QueryErrorAlert error={{ message: 'Service unavailable' }} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Service unavailable');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("puts the page's own title first and the error's message under it", () => {
    renderWithAntd(
      <QueryErrorAlert
        title="Your saved lanes could not be loaded"
        error={{ message: 'Service unavailable' }}
        onRetry={() => {}}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Your saved lanes could not be loaded');
    expect(alert).toHaveTextContent('Service unavailable');
  });

  it('shows a title alone when the error is not for the user', () => {
    renderWithAntd(<QueryErrorAlert title="Failed to fetch stops for shipment!" onRetry={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent(/^Failed to fetch stops for shipment!Retry$/);
  });

  it('has a small Retry by default and a middle one in a panel of its own', () => {
    const { unmount } = renderWithAntd(<QueryErrorAlert error={{ message: 'Down' }} onRetry={() => {}} />);
    expect(screen.getByRole('button', { name: 'Retry' })).toHaveClass('ant-btn-sm');
    unmount();
    renderWithAntd(<QueryErrorAlert error={{ message: 'Down' }} onRetry={() => {}} retrySize="middle" />);
    expect(screen.getByRole('button', { name: 'Retry' })).not.toHaveClass('ant-btn-sm');
  });

  it('renders what the apps wrote by hand', () => {
    const byHand = renderWithAntd(
      <Alert
        type="error"
        showIcon
        title="Your live equipment could not be loaded"
        description="Service unavailable"
        action={<Button size="small">Retry</Button>}
      />,
    ).container.innerHTML;
    const shared = renderWithAntd(
      <QueryErrorAlert
        title="Your live equipment could not be loaded"
        error={{ message: 'Service unavailable' }}
        onRetry={() => {}}
      />,
    ).container.innerHTML;
    expect(shared).toBe(byHand);
  });
});
