// The dashboard's carrier score card (spec 000 §2 "carrier score card", §3 Dashboard.carrierScoreCard),
// read from carriers/{id}/performance_metric for the signed-in user's company.
import { Descriptions, Flex, Typography } from 'antd';
import type { CarrierScoreCard as ScoreCard } from '@trucks/shared-contracts/domain/dashboard';
import { useSession } from '@trucks/shared-contracts/session/use-session';
import { DetailSection } from '@trucks/shared-ui/detail-section';
import { useMediaQuery } from '@trucks/shared-ui/viewport';
import { QueryErrorAlert } from '@trucks/shared-ui/query-error-alert';
import { usePerformanceMetric } from '../api/performance-metric';
import { ScoreGauge } from './score-gauge';

const SCORE_CARD_TITLE = 'Carrier Score Card';

/** Percentages arrive 0..100, possibly with decimals; one decimal is enough to compare. */
export function formatPercent(value: number): string {
  return `${Math.round(value * 10) / 10}%`;
}

type PercentKey =
  'onTimePickupPercent' | 'onTimeDeliveryPercent' | 'trackingCompliancePercent' | 'tenderAcceptancePercent';

const PERCENT_METRICS: readonly { key: PercentKey; label: string }[] = [
  { key: 'onTimePickupPercent', label: 'On-Time Pickup' },
  { key: 'onTimeDeliveryPercent', label: 'On-Time Delivery' },
  { key: 'trackingCompliancePercent', label: 'Tracking Compliance' },
  { key: 'tenderAcceptancePercent', label: 'Tender Acceptance' },
];

function ScoreCardFigures({ card }: { card: ScoreCard }) {
  return (
    <Flex gap={24} wrap align="center">
      <Flex vertical align="center" gap={4}>
        <ScoreGauge score={card.overallScore} label={`Overall score ${card.overallScore} out of 100`} />
        <Typography.Text strong>Overall Score</Typography.Text>
      </Flex>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, lg: 3 }}
        style={{ flex: 1, minWidth: 240 }}
        items={[
          ...PERCENT_METRICS.map(({ key, label }) => ({
            key,
            label,
            children: formatPercent(card[key]),
          })),
          { key: 'loadsDelivered', label: 'Loads Delivered', children: String(card.loadsDelivered) },
          { key: 'fallOffs', label: 'Fall-Offs', children: String(card.fallOffs) },
        ]}
      />
    </Flex>
  );
}

/**
 * The figures' height (px, inside the card's padding) as measured at 1440 and 412 px wide: the card
 * keeps it while loading, so the dashboard's tabs below do not move when the figures land (Lighthouse
 * counted that move as a layout shift of 0.07 on a phone).
 */
const FIGURES_HEIGHT = { narrow: 178, wide: 122 } as const;

/** The score card above the dashboard tabs; nothing for a signed-out visitor. */
export function CarrierScoreCard() {
  const companyId = useSession((session) => session.user?.companyId);
  const metric = usePerformanceMetric(companyId);
  // Below 600 px the descriptions stack in one column beside or under the score.
  const narrow = useMediaQuery('(max-width: 599px)');
  if (!companyId) return null;
  const card = metric.data?.carrierScoreCard;
  return (
    <DetailSection
      title={SCORE_CARD_TITLE}
      loading={metric.isPending}
      loadingHeight={narrow ? FIGURES_HEIGHT.narrow : FIGURES_HEIGHT.wide}
      extra={card ? <Typography.Text type="secondary">Last {card.periodDays} days</Typography.Text> : null}
    >
      {metric.isError ? (
        <QueryErrorAlert error={metric.error} onRetry={() => void metric.refetch()} />
      ) : card ? (
        <ScoreCardFigures card={card} />
      ) : null}
    </DetailSection>
  );
}
