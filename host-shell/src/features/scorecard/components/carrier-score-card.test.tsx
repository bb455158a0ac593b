import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@trucks/shared-contracts/api/catalogue';
import type { CarrierScoreCard as ScoreCard } from '@trucks/shared-contracts/domain/dashboard';
import { installApiDouble } from '@trucks/shared-ui/api-double';
import { testQueryClient } from '@trucks/shared-ui/testing';
import { renderInShell, signedInUser } from '../../../test/render';
import { prefetchPerformanceMetric } from '../api/performance-metric';
import { CarrierScoreCard, formatPercent } from './carrier-score-card';

const card: ScoreCard = {
  onTimePickupPercent: 96,
  onTimeDeliveryPercent: 91.46,
  trackingCompliancePercent: 84,
  tenderAcceptancePercent: 67,
  loadsDelivered: 42,
  fallOffs: 1,
  periodDays: 90,
  overallScore: 88,
};

/** A figure of the card: its label and value, as the description item reads them together. */
function figure(label: string): string | null | undefined {
  return screen.getByText(label).parentElement?.textContent;
}

describe('the carrier score card', () => {
  it("shows the company's performance metric: each figure, the window and the overall score", async () => {
    const api = installApiDouble().on(API.carriers.performanceMetric, { carrierScoreCard: card });
    renderInShell(<CarrierScoreCard />, { user: signedInUser({ companyId: 'C-777' }) });

    expect(screen.getByRole('status', { name: 'Loading Carrier Score Card' })).toBeInTheDocument();
    expect(await screen.findByText('Last 90 days')).toBeInTheDocument();
    expect(api.requests(API.carriers.performanceMetric)[0]?.params).toEqual({ id: 'C-777' });
    expect(screen.getByRole('img', { name: 'Overall score 88 out of 100' })).toHaveTextContent('88');
    expect(figure('On-Time Pickup')).toBe('On-Time Pickup96%');
    expect(figure('On-Time Delivery')).toBe('On-Time Delivery91.5%');
    expect(figure('Tracking Compliance')).toBe('Tracking Compliance84%');
    expect(figure('Tender Acceptance')).toBe('Tender Acceptance67%');
    expect(figure('Loads Delivered')).toBe('Loads Delivered42');
    expect(figure('Fall-Offs')).toBe('Fall-Offs1');
  });

  it('shows the error and loads again on Retry', async () => {
    let fail = true;
    installApiDouble().on(API.carriers.performanceMetric, () =>
      fail ? { status: 503, body: { title: 'Metrics are being recalculated' } } : { carrierScoreCard: card },
    );
    renderInShell(<CarrierScoreCard />, { user: signedInUser() });

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Metrics are being recalculated')).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Last 90 days')).toBeInTheDocument();
  });

  it("shows the read the dashboard's start made (prefetchPerformanceMetric) at once, without asking again", async () => {
    const api = installApiDouble().on(API.carriers.performanceMetric, { carrierScoreCard: card });
    const queryClient = testQueryClient();
    await prefetchPerformanceMetric(queryClient, 'C-777');
    expect(api.requests(API.carriers.performanceMetric)).toHaveLength(1);

    renderInShell(<CarrierScoreCard />, { user: signedInUser({ companyId: 'C-777' }), queryClient });
    expect(screen.getByText('Last 90 days')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Overall score 88 out of 100' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.requests(API.carriers.performanceMetric)).toHaveLength(1);
  });

  it('renders nothing without a signed-in user', () => {
    const api = installApiDouble();
    renderInShell(<CarrierScoreCard />);
    expect(screen.queryByText('Carrier Score Card')).not.toBeInTheDocument();
    expect(api.requests()).toEqual([]);
  });

  it('rounds percentages to one decimal', () => {
    expect(formatPercent(91.46)).toBe('91.5%');
    expect(formatPercent(100)).toBe('100%');
  });
});
