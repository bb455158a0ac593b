// antd's first-part components, evaluated before the shell's chunk in tasks of their own (bootstrap.tsx).
// Each name is a module of its own (the build rewrites `from 'antd'` to one share key per name;
// library-surface.cjs), evaluated when first imported: left to the shell's chunk, the components its
// first render needs were evaluated inside that chunk's evaluation, one task of 72-139 ms at
// Lighthouse's 4x CPU slowdown on /dashboard with the shell's start (issue 26, a CPU profile over a
// trace). The frame's components here, the pages' in antd-page-parts.ts: two tasks of a few ms each.
export { App, Button, ConfigProvider, Flex, Typography } from 'antd';
