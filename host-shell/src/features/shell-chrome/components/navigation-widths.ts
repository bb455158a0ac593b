// The side navigation's two widths: the 60px rail of icons and the 240px list with labels. In a module
// of their own so that the frame can keep the rail's place while the navigation itself loads
// (shell-frame.tsx).
export const COLLAPSED_NAVIGATION_WIDTH = 60;
export const EXPANDED_NAVIGATION_WIDTH = 240;
