// Issue 27, accessibility: axe found the gold status chips (Dispatched, At Risk, In Progress, Bulk)
// under 4.5:1 on /all-shipments?view=active, /orders and /shipment-booking, and a select's
// placeholder on a shipment's details. A chip's text is the override's shade 7 on antd's shade-1 tint
// of the same palette; a placeholder is the theme's colorTextPlaceholder on a field's white or its
// disabled grey: every one must reach WCAG AA (4.5:1).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { theme } from 'antd';
import { PORTAL_THEME } from './theme';

/** #rrggbb, or rgba(r, g, b, a) laid over white (antd's translucent text tokens). */
function channelsOf(colour: string): number[] {
  const rgba = /^rgba?\(([^)]+)\)$/.exec(colour.replace(/\s/g, ''));
  if (!rgba) return [1, 3, 5].map((at) => parseInt(colour.slice(at, at + 2), 16) / 255);
  const [r, g, b, a = 1] = rgba[1]!.split(',').map(Number) as [number, number, number, number?];
  return [r, g, b].map((c) => (c / 255) * a + (1 - a));
}

/** WCAG 2 relative luminance. */
function luminance(colour: string): number {
  const channels = channelsOf(colour);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const css = readFileSync(join(__dirname, 'antd-overrides.css'), 'utf8');
const chipText = [...css.matchAll(/--ant-([a-z]+)-7:\s*(#[0-9a-f]{6})/gi)].map(([, palette, text]) => ({
  palette: palette!,
  text: text!,
}));

test('every preset chip colour is overridden, gold included', () => {
  expect(chipText.map((c) => c.palette)).toEqual(
    expect.arrayContaining(['red', 'volcano', 'orange', 'gold', 'lime', 'green', 'cyan', 'blue', 'purple']),
  );
});

test.each(chipText)('a $palette chip: its text on its tint is at least 4.5:1', ({ palette, text }) => {
  const tokens = theme.getDesignToken() as unknown as Record<string, string>;
  const tint = tokens[`${palette}1`];
  expect(tint).toMatch(/^#[0-9a-f]{6}$/i);
  expect(contrast(text, tint!)).toBeGreaterThanOrEqual(4.5);
});

const statusText = Object.fromEntries(
  [...css.matchAll(/--ant-color-([a-z]+):\s*(#[0-9a-f]{6})/gi)].map(([, status, text]) => [status!, text!]),
);

test.each(['success', 'info', 'warning', 'error'])(
  "a '%s' status chip: its text on its tint is at least 4.5:1 (processing is info)",
  (status) => {
    const tokens = theme.getDesignToken(PORTAL_THEME) as unknown as Record<string, string>;
    const name = status[0]!.toUpperCase() + status.slice(1);
    const text = statusText[status] ?? tokens[`color${name}`]!;
    expect(contrast(text, tokens[`color${name}Bg`]!)).toBeGreaterThanOrEqual(4.5);
  },
);

test.each([
  ['a field', '#ffffff'],
  ['a disabled field', '#f5f5f5'],
])("a select's or an input's placeholder on %s is at least 4.5:1", (_, background) => {
  const { colorTextPlaceholder } = theme.getDesignToken(PORTAL_THEME);
  expect(contrast(colorTextPlaceholder, background)).toBeGreaterThanOrEqual(4.5);
});
