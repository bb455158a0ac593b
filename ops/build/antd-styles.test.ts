// antd's stylesheets for the host, made in the portal's theme from the two parts webpack.cjs gives them:
// the host's first-load names, and every other export of antd (antd is rendered in a child process; a
// second run reads the cache).
import path from 'node:path';

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
const { firstLoadNames, libraryExports } = require('./library-surface.cjs') as {
  firstLoadNames(workspaceRoot: string): Record<'antd' | 'react-router', string[]>;
  libraryExports(appDir: string, library: 'antd', mode: 'production'): string[];
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

/** The class of an export's root element where it is not `ant-<kebab-case name>`. */
const ROOT_CLASS: Record<string, string> = {
  Button: 'btn',
  QRCode: 'qrcode',
  DatePicker: 'picker',
  TimePicker: 'picker',
  Calendar: 'picker-calendar',
  AutoComplete: 'select-auto-complete',
  FloatButton: 'float-btn',
};
/** Exports that draw no style of their own: a provider, a hook holder, a canvas overlay. */
const NO_STYLE = ['ConfigProvider', 'Grid', 'Watermark'];
const kebabCase = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
const rootClassOf = (name: string) => `.ant-${ROOT_CLASS[name] ?? kebabCase(name)}`;

describe("the host's antd stylesheets", () => {
  // As webpack.cjs makes them (writeAntdStylesheets): the first-load names, then every other export.
  const firstNames = firstLoadNames(root).antd;
  const lateNames = libraryExports(hostDir, 'antd', 'production').filter(
    (name) => !firstNames.includes(name),
  );
  const parts = [
    { shareKey: 'antd/first', surface: firstNames },
    { shareKey: 'antd/late', surface: lateNames },
  ];
  const stylesheets = stylesheetsOf(parts);
  const [first = '', late = ''] = [stylesheets['antd/first'], stylesheets['antd/late']];

  it('are two: the first-load one and the late one', () => {
    expect(Object.keys(stylesheets)).toEqual(['antd/first', 'antd/late']);
  });

  it("hold the first paint's components, with what App.useApp() opens; the user menu's dropdown is late", () => {
    expect(
      missing(first, [
        '.ant-btn',
        '.ant-tabs',
        '.ant-card',
        '.ant-tag-green',
        '.ant-badge',
        '.ant-typography',
        '.ant-skeleton',
        '.ant-message-notice',
        '.ant-notification-notice',
        '.ant-modal-confirm',
      ]),
    ).toEqual([]);
    // Loaded on intent since issue 26's round three (the user menu, the drawers): late.
    expect(
      missing(first, ['.ant-picker-dropdown', '.ant-qrcode', '.ant-dropdown-menu', '.ant-drawer']),
    ).toEqual(['.ant-picker-dropdown', '.ant-qrcode', '.ant-dropdown-menu', '.ant-drawer']);
    expect(missing(late, ['.ant-dropdown-menu', '.ant-drawer'])).toEqual([]);
  });

  it('cover every other export of antd in the late one, used by the suite or not (QRCode, Rate, Tour)', () => {
    expect(lateNames).toEqual(expect.arrayContaining(['QRCode', 'Rate', 'Tour', 'DatePicker', 'Form']));
    const components = lateNames.filter((name) => /^[A-Z]/.test(name) && !NO_STYLE.includes(name));
    // A style lands in the part of the first export registering it; the first stylesheet always loads
    // before the late one, so a late component may find its root style there (AutoComplete's, drawn
    // by Input).
    expect(
      components.filter((name) => !late.includes(rootClassOf(name)) && !first.includes(rootClassOf(name))),
    ).toEqual([]);
    expect(
      missing(late, [
        '.ant-qrcode',
        '.ant-rate-star',
        '.ant-tour',
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
  });

  it('hold each style in one of them only', () => {
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

  it("hold each component's CSS variables for the portal's class, which the browser no longer writes", () => {
    // theme.ts names the class (cssVar.key); antd-static-css-vars-loader.cjs skips the run-time
    // registration for it. A component's variables are in the part of its first registrant.
    expect(
      missing(first, [
        '.css-var-trucks.ant-btn{--ant-button-',
        '.css-var-trucks.ant-card{',
        '.css-var-trucks.ant-tag{',
      ]),
    ).toEqual([]);
    expect(
      missing(late, ['.css-var-trucks.ant-table-css-var{', '.css-var-trucks.ant-picker-css-var{']),
    ).toEqual([]);
    // Computed in the portal's theme: no value of antd's default blue among the Button's variables.
    expect(/\.css-var-trucks\.ant-btn\{[^}]*#1677ff/i.test(first)).toBe(false);
  });

  it('follow the parts: a name the first paint starts importing brings its styles into the first one', () => {
    const withQrCodeFirst = stylesheetsOf([
      { shareKey: 'antd/first', surface: [...firstNames, 'QRCode'] },
      { shareKey: 'antd/late', surface: lateNames.filter((name) => name !== 'QRCode') },
    ]);
    expect(missing(withQrCodeFirst['antd/first'] ?? '', ['.ant-qrcode'])).toEqual([]);
    expect(missing(withQrCodeFirst['antd/late'] ?? '', ['.ant-qrcode'])).toEqual(['.ant-qrcode']);
  });
});
