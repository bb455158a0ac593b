// The dashboard's carrier score card (spec 000 §2 "carrier score card", §3 Dashboard.carrierScoreCard),
// read from carriers/{id}/performance_metric for the signed-in user's company.
import { Flex, Typography, theme } from 'antd';
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

interface ScorePair {
  key: string;
  label: string;
  value: string;
}

/** The pairs in rows of `columns`; the last of a short last row spans what is left, as antd's did. */
function rowsOf(pairs: readonly ScorePair[], columns: number): { pair: ScorePair; span: number }[][] {
  const rows: { pair: ScorePair; span: number }[][] = [];
  for (let start = 0; start < pairs.length; start += columns) {
    const row = pairs.slice(start, start + columns).map((pair) => ({ pair, span: 1 }));
    row[row.length - 1]!.span = columns - row.length + 1;
    rows.push(row);
  }
  return rows;
}

/**
 * The label: value pairs as antd's small Descriptions drew them, in the same table (its width and
 * columns from the content, 3 columns from 992 px wide, 2 from 576 px, else 1; the same paddings, the
 * label's colon), from the theme's tokens: the card is on the dashboard's first paint, and Descriptions
 * was 1.4 KB compressed of its first load for this card alone.
 */
function ScoreCardPairs({ pairs }: { pairs: readonly ScorePair[] }) {
  const { token } = theme.useToken();
  const large = useMediaQuery('(min-width: 992px)');
  const small = useMediaQuery('(min-width: 576px)');
  const rows = rowsOf(pairs, large ? 3 : small ? 2 : 1);
  const text = { fontSize: token.fontSize, lineHeight: token.lineHeight } as const;
  return (
    <div style={{ flex: 1, minWidth: 240, color: token.colorText, ...text }}>
      <table style={{ minWidth: '100%', tableLayout: 'fixed', borderCollapse: 'collapse' }}>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={row[0]!.pair.key}>
              {row.map(({ pair, span }, index) => (
                <td
                  key={pair.key}
                  colSpan={span}
                  style={{
                    verticalAlign: 'top',
                    paddingBottom: rowIndex === rows.length - 1 ? 0 : token.paddingXS,
                    paddingInlineEnd: index === row.length - 1 ? 0 : token.padding,
                  }}
                >
                  <div style={{ display: 'flex' }}>
                    <span
                      style={{
                        display: 'inline-flex',
                        alignItems: 'baseline',
                        color: token.colorTextTertiary,
                        textAlign: 'start',
                        ...text,
                      }}
                    >
                      {pair.label}
                      <span style={{ position: 'relative', top: -0.5, marginInline: '2px 8px' }}>:</span>
                    </span>
                    <span
                      style={{
                        display: 'inline-flex',
                        alignItems: 'baseline',
                        minWidth: '1em',
                        flex: 1,
                        wordBreak: 'break-word',
                        overflowWrap: 'break-word',
                        ...text,
                      }}
                    >
                      {pair.value}
                    </span>
                  </div>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ScoreCardFigures({ card }: { card: ScoreCard }) {
  return (
    <Flex gap={24} wrap align="center">
      <Flex vertical align="center" gap={4}>
        <ScoreGauge score={card.overallScore} label={`Overall score ${card.overallScore} out of 100`} />
        <Typography.Text strong>Overall Score</Typography.Text>
      </Flex>
      <ScoreCardPairs
        pairs={[
          ...PERCENT_METRICS.map(({ key, label }) => ({ key, label, value: formatPercent(card[key]) })),
          { key: 'loadsDelivered', label: 'Loads Delivered', value: String(card.loadsDelivered) },
          { key: 'fallOffs', label: 'Fall-Offs', value: String(card.fallOffs) },
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
