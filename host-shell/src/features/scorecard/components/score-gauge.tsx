// The overall score as a ring, drawn in SVG: the score card's one gauge. Not antd's Progress, which
// only this card used in the first paint (4.1 KB compressed of antd's first part, issue 8).
import { theme } from 'antd';

const SIZE = 96;
const STROKE = 6;
const RADIUS = (SIZE - STROKE) / 2;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** A score 0..100 as a ring filled clockwise from the top, with the score in the middle. */
export function ScoreGauge({ score, label }: { score: number; label: string }) {
  const { token } = theme.useToken();
  const filled = Math.min(100, Math.max(0, score)) / 100;
  return (
    <svg width={SIZE} height={SIZE} viewBox={`0 0 ${SIZE} ${SIZE}`} role="img" aria-label={label}>
      <circle
        cx={SIZE / 2}
        cy={SIZE / 2}
        r={RADIUS}
        fill="none"
        stroke={token.colorFillSecondary}
        strokeWidth={STROKE}
      />
      <circle
        cx={SIZE / 2}
        cy={SIZE / 2}
        r={RADIUS}
        fill="none"
        stroke={filled >= 1 ? token.colorSuccess : token.colorPrimary}
        strokeWidth={STROKE}
        strokeLinecap="round"
        strokeDasharray={`${CIRCUMFERENCE * filled} ${CIRCUMFERENCE}`}
        transform={`rotate(-90 ${SIZE / 2} ${SIZE / 2})`}
      />
      <text
        x="50%"
        y="50%"
        dominantBaseline="central"
        textAnchor="middle"
        fontSize={token.fontSizeHeading3}
        fill={token.colorText}
      >
        {score}
      </text>
    </svg>
  );
}
