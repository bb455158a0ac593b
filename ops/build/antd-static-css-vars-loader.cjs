// antd's component CSS variables for the portal's theme, left to the stylesheets (issue 26).
//
// antd 6 writes each component's tokens as CSS variables (`.css-var-trucks.ant-btn{--ant-button-…}`),
// and does so at run time even under `zeroRuntime`: @ant-design/cssinjs-utils' genCSSVarRegister calls
// `useCSSVarRegister` before any zeroRuntime check. The first render of each component type computes
// its tokens, serializes them and inserts a <style>, which restyles the page: 9 ms of the load board's
// first load on this machine's Chromium (about 36 ms at Lighthouse's 4x), spread over React's tasks,
// more on /dashboard. For the portal's theme they never change, so the host's production build writes
// them into antd's part stylesheets with the component styles (antd-styles.cjs), and this loader makes
// the run-time registration skip the theme whose class is the portal's (theme.ts' `cssVar.key`).
//
// Any other theme (a ConfigProvider with a `theme` of its own in a remote: its class is React's useId)
// still registers its variables at run time. The condition is the component's ConfigProvider's class,
// fixed for the component's life, so the hook order never changes between renders.
const CALL = 'useCSSVarRegister({';

/**
 * genStyleUtils.js' source with the one registration call skipped for `staticKey`.
 * @param {string} source
 * @param {string} staticKey
 */
function withStaticCssVars(source, staticKey) {
  const at = source.indexOf(CALL);
  if (at === -1 || source.indexOf(CALL, at + CALL.length) !== -1 || !/\bcssVar\b/.test(source)) {
    // An upgrade that moves the call fails the build here, instead of shipping run-time variables twice.
    throw new Error(
      `antd-static-css-vars-loader: expected one \`${CALL}\` in genStyleUtils.js beside its \`cssVar\``,
    );
  }
  const skip = `(cssVar.key === ${JSON.stringify(staticKey)} ? trucksStaticCssVars : useCSSVarRegister)({`;
  return `${source.slice(0, at)}${skip}${source.slice(at + CALL.length)}
// ops/build/antd-static-css-vars-loader.cjs: the portal theme's variables are in antd's stylesheets.
function trucksStaticCssVars() {}
`;
}

/** @this {import('webpack').LoaderContext<{ staticKey: string }>} */
function antdStaticCssVarsLoader(source) {
  return withStaticCssVars(source, this.getOptions().staticKey);
}

module.exports = antdStaticCssVarsLoader;
module.exports.withStaticCssVars = withStaticCssVars;
