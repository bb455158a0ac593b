// Importing any name of antd's first part evaluates the whole part (the build rewrites `from 'antd'` to
// the part that holds the name; library-surface.cjs): bootstrap.tsx evaluates it in a task of its own.
export { ConfigProvider } from 'antd';
