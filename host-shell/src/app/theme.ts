// The portal's antd theme. antd's defaults fail WCAG AA contrast on white (axe, in e2e): primary
// #1677ff is 4.1:1, secondary text #8c8c8c is 3.4:1, badge red #f5222d with white 12px text is
// 4.1:1, placeholders 1.8:1. These are the next shades of the same palettes, each at least 4.5:1.
//
// Status chips (preset Tags) get their darker text from antd-overrides.css: antd 6 writes the palettes
// into CSS variables from the seeds, which a token here cannot change shade by shade.
//
// Links in running text (a shipment number in a list row) are underlined: the link blue against the
// body text is 2.7:1, under the 3:1 that tells a link from text by colour alone (WCAG 1.4.1). Links
// that are navigation (the side navigation, the logo) set their own decoration.
import type { ThemeConfig } from 'antd';

export const PORTAL_THEME: ThemeConfig = {
  // A production build ships antd's component styles as stylesheets (ops/build/antd-styles.cjs), so
  // antd computes none in the browser; development builds and tests keep its runtime styles.
  zeroRuntime: process.env.TRUCKS_ANTD_STATIC_STYLES === '1',
  // A fixed class for the theme's CSS variables, instead of one from React's useId: a production build
  // writes the components' variables for this class into antd's stylesheets and registers none at
  // run time (ops/build/antd-static-css-vars-loader.cjs); another theme in a remote keeps its own.
  cssVar: { key: 'css-var-trucks' },
  token: {
    colorPrimary: '#0958d9', // 6.2:1
    colorInfo: '#0958d9',
    colorLink: '#0958d9',
    colorError: '#cf1322', // 5.6:1
    colorTextTertiary: '#595959', // 7.0:1
    colorTextDescription: '#595959',
    // antd's rgba(0,0,0,0.25) is 1.8:1 (axe on a select's 'Search drivers'); still lighter than typed text.
    colorTextPlaceholder: '#6e6e6e', // 5.1:1, 4.7:1 on a disabled field
    linkDecoration: 'underline',
  },
};
