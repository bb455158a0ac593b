// A record's body: the main sections, and a side column (summary, details) beside them from antd's lg
// breakpoint (992 px) up, below them on a narrower screen. A CSS grid, not antd's Row and Col: those
// are antd's late part, which a record's or a dialog's first view would download for two columns.
import type { CSSProperties, ReactNode } from 'react';

const CLASS = 'trucks-main-and-side';

// One stylesheet for every such body, hoisted into <head> once by React.
const STYLESHEET = `
.${CLASS} { display: grid; grid-template-columns: minmax(0, 1fr); column-gap: 16px; row-gap: var(--ms-row-gap); }
@media (min-width: 992px) { .${CLASS} { grid-template-columns: minmax(0, 2fr) minmax(0, 1fr); } }
`;

export interface MainAndSideProps {
  main: ReactNode;
  side: ReactNode;
  /** The space between the main column and the side column when one is below the other. */
  rowGap?: number;
}

export function MainAndSide({ main, side, rowGap = 0 }: MainAndSideProps) {
  return (
    <div className={CLASS} style={{ '--ms-row-gap': `${rowGap}px` } as CSSProperties}>
      <style href={CLASS} precedence="default">
        {STYLESHEET}
      </style>
      <div>{main}</div>
      <div>{side}</div>
    </div>
  );
}
