// antd's component styles as stylesheets, generated at build time for the host (issue 8, Lighthouse TBT).
// At run time antd (CSS-in-JS) builds every component's style object, serializes and hashes it and
// inserts a <style> at the component's first render: on a phone, a large part of the main thread's work
// before the dashboard shows. The host's production build renders each export of antd's two surfaces
// (library-surface.cjs: `antd/first`, `antd/late`) once in Node, inside the portal's ConfigProvider
// theme, and keeps what antd registered as a stylesheet per part; the portal's theme then sets
// `zeroRuntime` (host-shell/src/app/theme.ts) and antd computes no component style in the browser.
// The theme itself stays at run time: antd 6 writes its tokens as CSS variables (the portal's colours,
// one small <style>), and the component styles only refer to them (var(--ant-color-primary)). Each
// component's own variables (`.css-var-trucks.ant-btn{--ant-button-…}`) are written here too when the
// theme names its CSS-variable class (`cssVar.key`, fixed, not React's useId), and the build skips
// their run-time registration for that class (antd-static-css-vars-loader.cjs).
//
// Each part's generated module imports the part's stylesheet, so it loads with that part's chunk, beside
// its script (webpack.cjs); the page's first paint, drawn from the HTML, waits on neither. Each style
// lands in the part of the first export that registers it (`once`): Dropdown's menu is first, Menu late.
const { execFileSync } = require('node:child_process');
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

/**
 * The stylesheet of each part, `{ 'antd/first': css, 'antd/late': css }`, in the order of `parts`.
 * Runs in a child process: antd must load with NODE_ENV=production (its class hash prefix, `css-`, is
 * another in development) and stays out of webpack's process. Cached by everything it reads.
 * @param {{ appDir: string, parts: { shareKey: string, surface: string[] }[], themeModule: string, themeExport: string }} options
 * @returns {Record<string, string>}
 */
function antdPartStylesheets({ appDir, parts, themeModule, themeExport }) {
  const antdDir = fs.realpathSync(path.join(appDir, 'node_modules', 'antd'));
  const request = { antdDir, parts, themeModule, themeExport };
  const key = createHash('sha256')
    .update(JSON.stringify(request))
    .update(fs.readFileSync(__filename))
    .update(fs.readFileSync(themeModule))
    .digest('hex')
    .slice(0, 16);
  const cacheFile = path.join(appDir, 'node_modules', '.cache', 'trucks-antd-styles', `${key}.json`);
  if (fs.existsSync(cacheFile)) return JSON.parse(fs.readFileSync(cacheFile, 'utf8'));
  const output = execFileSync(process.execPath, [__filename], {
    input: JSON.stringify(request),
    env: { ...process.env, NODE_ENV: 'production' },
    maxBuffer: 64 * 1024 * 1024,
    encoding: 'utf8',
  });
  fs.mkdirSync(path.dirname(cacheFile), { recursive: true });
  fs.writeFileSync(cacheFile, output);
  return JSON.parse(output);
}

/** The portal's theme object from its TypeScript module (compiled with swc, the build's transpiler). */
function loadTheme(themeModule, themeExport) {
  const Module = require('node:module');
  const { code } = require('@swc/core').transformSync(fs.readFileSync(themeModule, 'utf8'), {
    filename: themeModule,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  const compiled = new Module(themeModule, module);
  compiled.filename = themeModule;
  compiled.paths = Module._nodeModulePaths(path.dirname(themeModule));
  compiled._compile(code, themeModule);
  return compiled.exports[themeExport];
}

/** The theme's fixed CSS-variable class, or undefined where antd takes one from React's useId. */
function staticCssVarKeyOf(theme) {
  const key = theme?.cssVar?.key;
  return typeof key === 'string' && key !== '' ? key : undefined;
}

/**
 * The portal theme's CSS-variable class when its components' variables are in the stylesheets
 * (antd-static-css-vars-loader.cjs skips their run-time registration for it); undefined otherwise.
 * @param {{ themeModule: string, themeExport: string }} options
 */
function staticCssVarKey({ themeModule, themeExport }) {
  return staticCssVarKeyOf(loadTheme(themeModule, themeExport));
}

const PANEL = '_InternalPanelDoNotUseOrYouWillBeFired';

/** Props a render needs to reach a style: Dropdown's panel draws its menu only with items. */
const RENDER_PROPS = Object.freeze({ Dropdown: { menu: { items: [{ key: 'item', label: 'item' }] } } });

/** A component: a function, forwardRef or memo; not an element (Empty.PRESENTED_IMAGE_SIMPLE). */
const isComponentType = (value) =>
  typeof value === 'function' ||
  (typeof value === 'object' &&
    value !== null &&
    ('render' in value || 'type' in value) &&
    !('props' in value));

/**
 * What to render so that one antd export registers the styles it can show: `own`, the component itself,
 * and `more`: each of its sub-components (Input.Search, Typography.Title, DatePicker.RangePicker,
 * Space.Compact), its panel (the popup drawn in place: Select's and DatePicker's dropdown, Tooltip,
 * Popconfirm, Dropdown's menu), Tag's preset colours, and for App what `App.useApp()` opens (message,
 * notification, the confirm dialog). Each render is a list of tries: bare, then with a child (Tooltip and
 * Dropdown need one).
 */
function rendersOf(h, antd, name) {
  const Component = antd[name];
  if (name === 'ConfigProvider' || !isComponentType(Component)) return { own: [], more: [] };
  const props = RENDER_PROPS[name] ?? {};
  const tries = (type) => [h(type, props), h(type, props, h('span', null, name))];
  const more = Object.entries(Component)
    .filter(([key, member]) => /^[A-Z_]/.test(key) && isComponentType(member))
    .map(([, member]) => tries(member));
  if (name === 'Tag') more.push([h(Component, { color: 'success' })], [h(Component, { color: 'blue' })]);
  if (name === 'App') {
    more.push(
      [h(antd.message[PANEL], { type: 'success', content: 'message' })],
      [h(antd.notification[PANEL], { title: 'notification' })],
      [h(antd.Modal[PANEL], { type: 'confirm' })],
    );
  }
  return { own: [tries(Component)], more };
}

function extractInThisProcess({ antdDir, parts, themeModule, themeExport }) {
  const fromAntd = (request) => require(require.resolve(request, { paths: [antdDir] }));
  const React = fromAntd('react');
  const h = React.createElement;
  const { renderToString } = fromAntd('react-dom/server');
  const antd = fromAntd('antd');
  const { createCache, extractStyle, StyleProvider } = fromAntd('@ant-design/cssinjs');
  const theme = { ...loadTheme(themeModule, themeExport), zeroRuntime: false };
  const cache = createCache();
  const stylesheets = {};
  // The components' CSS variables too, where the theme's class is known before run time.
  const types = staticCssVarKeyOf(theme) ? ['style', 'cssVar'] : ['style'];
  // A sub-component that needs its parent or props to render (Form.List, Menu.Item) throws or warns;
  // what it would register, its parent does.
  console.error = () => {};
  for (const { shareKey, surface } of parts) {
    // Every component of the part before any sub-component or panel: a style is the first registrant's
    // (its path is the cache key), and antd scopes a component's base rules (font, box-sizing) to the
    // root class of whoever registered it: Modal's own root, not its confirm panel's.
    const renders = surface.map((name) => rendersOf(h, antd, name));
    for (const tries of [...renders.flatMap(({ own }) => own), ...renders.flatMap(({ more }) => more)]) {
      for (const element of tries) {
        try {
          renderToString(h(StyleProvider, { cache }, h(antd.ConfigProvider, { theme }, element)));
          break;
        } catch {
          // the next try; see above
        }
      }
    }
    // `once`: only what no earlier part registered. The cache-path map is for hydrating server-rendered
    // pages, which the portal has none of.
    stylesheets[shareKey] = extractStyle(cache, { plain: true, types, once: true }).replace(
      /\.data-ant-cssinjs-cache-path\{[^}]*\}/,
      '',
    );
  }
  return stylesheets;
}

if (require.main === module) {
  const request = JSON.parse(fs.readFileSync(0, 'utf8'));
  process.stdout.write(JSON.stringify(extractInThisProcess(request)));
}

module.exports = { antdPartStylesheets, staticCssVarKey };
