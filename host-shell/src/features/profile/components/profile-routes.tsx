// The account pages under /profile/* (the lead mounts this at that path): /profile (tabs Profile and
// Integrations, ?tab=integrations) and /profile/edit; any other sub-path is 'Route Not Found'.
import { Route, Routes } from 'react-router';
import { NotFound } from '@trucks/shared-ui/not-found';
import { ProfileEditPage } from './profile-edit-page';
import { ProfilePage } from './profile-page';

export function ProfileRoutes() {
  return (
    <Routes>
      <Route index element={<ProfilePage />} />
      <Route path="edit" element={<ProfileEditPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
