// The host's own pages, as frames: the account-pages and sign-in issue fills them. Each frame already
// has its route, title and unknown-sub-path handling, so links and the route table are final.
import { Card, Typography } from 'antd';
import { Route, Routes } from 'react-router';
import { PageFrame } from '@trucks/shared-ui/page-frame';
import { NotFound } from '@trucks/shared-ui/not-found';

/** /profile, /profile/edit (the ELD tab is /profile?tab=integrations). */
export function ProfileFrame() {
  return (
    <Routes>
      <Route index element={<PageFrame>{null}</PageFrame>} />
      <Route path="edit" element={<PageFrame>{null}</PageFrame>} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

/** /contacts, /contacts/create, /contacts/{contactId}/preview, /contacts/{contactId}/edit. */
export function ContactsFrame() {
  const frame = <PageFrame>{null}</PageFrame>;
  return (
    <Routes>
      <Route index element={frame} />
      <Route path="create" element={frame} />
      <Route path=":contactId/preview" element={frame} />
      <Route path=":contactId/edit" element={frame} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

export function VideosFrame() {
  return <PageFrame>{null}</PageFrame>;
}

/** A public page's card: sign-in, password reset request, reset, activation. */
export function PublicFrame({ title }: { title: string }) {
  return (
    <Card style={{ width: 400, maxWidth: '100%' }}>
      <Typography.Title level={3}>{title}</Typography.Title>
    </Card>
  );
}
