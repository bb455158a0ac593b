// antd's stylesheets for the host, made from the suite's antd surfaces in the portal's theme (antd is
// rendered in a child process; a second run reads the cache).
import path from 'node:path';

interface Share {
  library: string;
  shareKey: string;
  surface: string[];
}
interface Part {
  shareKey: string;
  surface: string[];
}
/* eslint-disable @typescript-eslint/no-require-imports */
const { antdPartStylesheets } = require('./antd-styles.cjs') as {
  antdPartStylesheets(options: {
    appDir: string;
    parts: Part[];
    themeModule: string;
    themeExport: string;
  }): Record<string, string>;
};
const { suiteShares, partSharesOf } = require('./library-surface.cjs') as {
  suiteShares(workspaceRoot: string): Share[];
  partSharesOf(shares: Share[]): Share[];
};
/* eslint-enable @typescript-eslint/no-require-imports */

const root = path.resolve(__dirname, '..', '..');
const hostDir = path.join(root, 'host-shell');
const stylesheetsOf = (parts: Part[]) =>
  antdPartStylesheets({
    appDir: hostDir,
    parts,
    themeModule: path.join(hostDir, 'src', 'app', 'theme.ts'),
    themeExport: 'PORTAL_THEME',
  });

/** The selectors a stylesheet lacks (a list, so a failure prints the few names, not the stylesheet). */
const missing = (css: string, selectors: string[]) => selectors.filter((selector) => !css.includes(selector));

/** The rules of a stylesheet (top-level blocks; a media query counts as one). */
function rulesOf(css: string): string[] {
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  for (let at = 0; at < css.length; at += 1) {
    if (css[at] === '{') depth += 1;
    else if (css[at] === '}' && --depth === 0) {
      rules.push(css.slice(start, at + 1));
      start = at + 1;
    }
  }
  return rules;
}

describe("the host's antd stylesheets", () => {
  const parts = partSharesOf(suiteShares(root))
    .filter(({ library }) => library === 'antd')
    .map(({ shareKey, surface }) => ({ shareKey, surface }));
  const stylesheets = stylesheetsOf(parts);
  const [first = '', late = ''] = [stylesheets['antd/first'], stylesheets['antd/late']];

  it('are one per part of the suite surface', () => {
    expect(Object.keys(stylesheets)).toEqual(['antd/first', 'antd/late']);
  });

  it("hold the first paint's components, with what App.useApp() opens and the menus they draw", () => {
    expect(
      missing(first, [
        '.ant-btn',
        '.ant-tabs',
        '.ant-card',
        '.ant-tag-green',
        '.ant-badge',
        '.ant-typography',
        '.ant-dropdown-menu',
        '.ant-skeleton',
        '.ant-message-notice',
        '.ant-notification-notice',
        '.ant-modal-confirm',
      ]),
    ).toEqual([]);
    expect(missing(first, ['.ant-picker-dropdown'])).toEqual(['.ant-picker-dropdown']);
  });

  it('hold the rest in the late part, each style in one part only', () => {
    expect(
      missing(late, [
        '.ant-picker-dropdown',
        '.ant-form-item',
        '.ant-pagination',
        '.ant-checkbox',
        '.ant-radio',
        '.ant-switch',
        '.ant-upload',
        '.ant-popconfirm',
        '.ant-tooltip',
        '.ant-input-number',
      ]),
    ).toEqual([]);
    // The motion classes (slide-up, zoom-big) are part of each component's style that animates, in
    // either part as at run time; every other rule is in one part only.
    const isMotion = (rule: string) => /-(enter|appear|leave)\b|@keyframes/.test(rule);
    const firstRules = new Set(rulesOf(first));
    expect(
      rulesOf(late)
        .filter((rule) => firstRules.has(rule) && rule.includes('.ant-') && !isMotion(rule))
        .map((rule) => rule.slice(0, 120)),
    ).toEqual([]);
  });

  it("take their colours from the theme's variables, scoped by antd's production hash class", () => {
    // The portal's colours (theme.ts) reach the styles through antd's CSS variables, set at run time;
    // a colour of antd's default theme baked in would show instead of the portal's.
    expect(missing(first, ['var(--ant-color-primary)'])).toEqual([]);
    for (const stylesheet of [first, late]) {
      expect(/#1677ff|22,\s*119,\s*255/i.exec(stylesheet)).toBeNull();
      expect(/^:where\(\.css-[a-z0-9]+\)/.test(stylesheet)).toBe(true);
      expect(stylesheet.includes('css-dev-only')).toBe(false);
    }
  });

  it('follow the surface: a component the sources start importing brings its styles', () => {
    const [firstPart, latePart] = parts;
    if (!firstPart || !latePart) throw new Error('antd is shared in two parts');
    const withRate = stylesheetsOf([firstPart, { ...latePart, surface: [...latePart.surface, 'Rate'] }]);
    expect(missing(late, ['.ant-rate-star'])).toEqual(['.ant-rate-star']);
    expect(missing(withRate['antd/late'] ?? '', ['.ant-rate-star'])).toEqual([]);
  });
});
