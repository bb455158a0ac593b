// The frame's sizes: the top bar's height, and the side navigation's two widths (the 60px rail of icons
// and the 240px list with labels). In a module of their own so that what holds a part's place while
// it loads (the rail's slot in shell-frame.tsx, the top bar's in the app's shell layout) needs none of
// the part's code.
export const TOP_BAR_HEIGHT = 56;
export const COLLAPSED_NAVIGATION_WIDTH = 60;
export const EXPANDED_NAVIGATION_WIDTH = 240;
