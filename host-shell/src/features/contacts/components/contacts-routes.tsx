// The contacts pages under /contacts/* (the lead mounts this at that path): the list, the preview
// beside it, create and edit; any other sub-path is 'Route Not Found'. The list and its preview come
// with this module; the contact form (antd's form, selects, switches) and the list's filter form load
// when they are opened, so that a first visit to the list downloads what the list needs.
import { Route, Routes } from 'react-router';
import { lazyPage } from '@trucks/shared-ui/lazy-page';
import { NotFound } from '@trucks/shared-ui/not-found';
import { ContactListPage } from './contact-list-page';
import { ContactPreview } from './contact-preview';

// Routes' pages: lazyPage (docs/architecture.md, 'Loading part of a page later').
const ContactCreatePage = lazyPage(
  () => import('./contact-form-page').then((m) => m.ContactCreatePage),
  'Loading the contact form',
);
const ContactEditPage = lazyPage(
  () => import('./contact-form-page').then((m) => m.ContactEditPage),
  'Loading the contact form',
);

export function ContactsRoutes() {
  return (
    <Routes>
      <Route path="create" element={<ContactCreatePage />} />
      <Route element={<ContactListPage />}>
        <Route index element={null} />
        <Route path=":contactId/preview" element={<ContactPreview />} />
      </Route>
      <Route path=":contactId/edit" element={<ContactEditPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
