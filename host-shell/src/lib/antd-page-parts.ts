// The rest of antd's first part: what the first pages show (cards, tags, badges, skeletons), evaluated
// in a task of its own after the frame's (antd-first-part.ts, bootstrap.tsx). Not Tabs nor
// Descriptions: each has a chunk of its own, downloaded only by the pages that show one (/dashboard,
// a record's details), and naming them here would download them on every first load.
export { Alert, Avatar, Badge, Card, Empty, Skeleton, Spin, Tag } from 'antd';
