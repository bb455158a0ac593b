// The contacts pages under /contacts/* (the lead mounts this at that path): the list, the preview
// beside it, create and edit; any other sub-path is 'Route Not Found'.
import { Route, Routes } from 'react-router';
import { NotFound } from '@trucks/shared-ui/not-found';
import { ContactCreatePage, ContactEditPage } from './contact-form-page';
import { ContactListPage } from './contact-list-page';
import { ContactPreview } from './contact-preview';

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
