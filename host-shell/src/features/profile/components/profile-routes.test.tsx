import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { API } from '@trucks/shared-contracts/api/catalogue';
import type { ProfileUpdate } from '@trucks/shared-contracts/api/catalogue/account';
import type { LoggedInUser } from '@trucks/shared-contracts/domain/user';
import { currentAddress } from '@trucks/shared-ui/testing';
import { installApiDouble } from '@trucks/shared-ui/api-double';
import { renderInShell, signedInUser } from '../../../test/render';
import { ProfileRoutes } from './profile-routes';

// antd forms typed key by key in jsdom take seconds on a busy 2-core machine.
jest.setTimeout(30_000);

const casey = signedInUser({
  id: 'U-100',
  firstName: 'Casey',
  lastName: 'Rivera',
  title: 'Dispatch Manager',
  companyName: 'Lone Star Carriers',
  roles: ['Admin', 'BillTo'],
  permissions: ['CarrierPortal', 'CarrierBillingSettings'],
  emailAddresses: [{ value: 'casey.rivera@lonestar.test', type: 'Work' }],
  phoneNumbers: [{ value: '(512) 555-0142', extension: '12', type: 'Office' }],
  linkedInProfileUrl: 'https://www.linkedin.com/in/casey-rivera',
  fileId: null,
});

/** Whether a reload or a close now would get the browser's 'Leave site?' prompt. */
function reloadPrompted(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

function renderProfile(route: string, user: LoggedInUser = casey) {
  return renderInShell(
    <Routes>
      <Route path="/profile/*" element={<ProfileRoutes />} />
    </Routes>,
    { route, user },
  );
}

describe('/profile', () => {
  it("shows the signed-in user's profile: names, company, contacts, roles and permissions as labels", async () => {
    installApiDouble().on(API.account.currentUser, casey);
    renderProfile('/profile');

    expect(screen.getByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Profile', selected: true })).toBeInTheDocument();
    expect(screen.getByText('Casey Rivera')).toBeInTheDocument();
    expect(screen.getByText('Dispatch Manager')).toBeInTheDocument();
    expect(screen.getByText('Lone Star Carriers')).toBeInTheDocument();
    expect(screen.getByText('casey.rivera@lonestar.test')).toBeInTheDocument();
    expect(screen.getByText('(512) 555-0142 ext. 12')).toBeInTheDocument();
    expect(screen.getByText('Bill-to')).toBeInTheDocument();
    expect(screen.getByText('Carrier Portal')).toBeInTheDocument();
    expect(screen.getByText('Carrier Billing Settings')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://www.linkedin.com/in/casey-rivera' })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  it('shows what the API answers when the session copy is older', async () => {
    installApiDouble().on(API.account.currentUser, { ...casey, title: 'Operations Director' });
    renderProfile('/profile');
    expect(await screen.findByText('Operations Director')).toBeInTheDocument();
  });

  it('/profile?tab=integrations opens the ELD integrations: provider, expired Samsara, Sync', async () => {
    const api = installApiDouble()
      .on(API.account.currentUser, casey)
      .on(API.carriers.eldIntegrationSettings, {
        provider: 'Samsara',
        isConnected: false,
        samsaraIsExpired: true,
      })
      .on(API.carriers.sync, { status: 204 });
    renderProfile('/profile?tab=integrations');

    expect(screen.getByRole('tab', { name: 'Integrations', selected: true })).toBeInTheDocument();
    expect(await screen.findByText('Samsara')).toBeInTheDocument();
    expect(screen.getByText('Expired')).toBeInTheDocument();
    expect(screen.getByText('Expired Samsara Token')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Sync/ }));
    expect(await screen.findByText('Sync Started')).toBeInTheDocument();
    expect(api.requests(API.carriers.sync)[0]?.body).toEqual({});

    await userEvent.click(screen.getByRole('tab', { name: 'Profile' }));
    expect(currentAddress()).toHaveTextContent(/^\/profile$/);
  });

  it('has no Integrations tab for a user without the carrier portal', () => {
    const driver = signedInUser({ roles: ['Driver'], permissions: ['DriverPortal'] });
    installApiDouble().on(API.account.currentUser, driver);
    renderProfile('/profile?tab=integrations', driver);
    expect(screen.getByRole('tab', { name: 'Profile', selected: true })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Integrations' })).not.toBeInTheDocument();
  });

  it("saves an uploaded picture as base64 with the type 'ContactProfilepicture', and removes it", async () => {
    let fileId: string | null = null;
    const api = installApiDouble()
      .on(API.account.currentUser, () => ({ ...casey, fileId }))
      .on(API.contacts.updateProfilePicture, () => {
        fileId = 'DOC-9';
        return { fileId };
      })
      .on(API.contacts.removeProfilePicture, () => {
        fileId = null;
        return { status: 204 };
      });
    renderProfile('/profile');

    const picture = new File([new Uint8Array([137, 80, 78, 71])], 'casey.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Profile picture file'), picture);
    expect(await screen.findByText('Profile Picture Saved')).toBeInTheDocument();
    const sent = api.requests(API.contacts.updateProfilePicture)[0];
    expect(sent?.params).toEqual({ id: 'U-100' });
    expect(sent?.body).toEqual({ name: 'casey.png', type: 'ContactProfilepicture', data: 'iVBORw==' });

    await userEvent.click(await screen.findByRole('button', { name: /Remove Picture/ }));
    expect(await screen.findByText('Profile Picture Removed')).toBeInTheDocument();
    expect(api.requests(API.contacts.removeProfilePicture)[0]?.params).toEqual({ id: 'U-100' });
  });

  it('refuses a picture that is not PNG or JPEG without calling the API', async () => {
    const api = installApiDouble().on(API.account.currentUser, casey);
    renderProfile('/profile');
    const gif = new File(['GIF89a'], 'casey.gif', { type: 'image/gif' });
    await userEvent.upload(screen.getByLabelText('Profile picture file'), gif, { applyAccept: false });
    expect(await screen.findByText('A profile picture is a PNG or JPEG image.')).toBeInTheDocument();
    expect(api.requests(API.contacts.updateProfilePicture)).toEqual([]);
  });

  it('shows Route Not Found for an unknown sub-path', () => {
    installApiDouble();
    renderProfile('/profile/settings');
    expect(screen.getByText('Route Not Found')).toBeInTheDocument();
  });
});

describe('/profile/edit', () => {
  it("saves with roles normalised ('Bill-to' becomes BillTo, spaces and hyphens removed) and says so", async () => {
    const api = installApiDouble()
      .on(API.account.currentUser, casey)
      .on(API.account.updateProfile, (request) => ({ ...casey, ...(request.body as ProfileUpdate) }));
    renderProfile('/profile/edit');

    expect(screen.getByRole('heading', { name: 'Edit Profile' })).toBeInTheDocument();
    const title = screen.getByRole('textbox', { name: 'Title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Fleet Manager');
    const roles = screen.getByRole('combobox', { name: 'Roles' });
    // Typed roles are committed with a comma (or Enter) and normalised only when saving.
    await userEvent.type(roles, 'billing inquiry,A-R,');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('User Profile Successfully Updated')).toBeInTheDocument();
    expect(api.requests(API.account.updateProfile)[0]?.body).toEqual({
      firstName: 'Casey',
      lastName: 'Rivera',
      title: 'Fleet Manager',
      emailAddresses: [{ value: 'casey.rivera@lonestar.test', type: 'Work' }],
      phoneNumbers: [{ value: '(512) 555-0142', extension: '12', type: 'Office' }],
      linkedInProfileUrl: 'https://www.linkedin.com/in/casey-rivera',
      roles: ['Admin', 'BillTo', 'BillingInquiry', 'AR'],
    });
    await waitFor(() => expect(currentAddress()).toHaveTextContent(/^\/profile$/));
  });

  it('keeps what was typed and shows the message when the save fails', async () => {
    installApiDouble()
      .on(API.account.currentUser, casey)
      .on(API.account.updateProfile, {
        status: 400,
        body: { title: 'One or more validation errors occurred.', errors: { title: ['Title is too long.'] } },
      });
    renderProfile('/profile/edit');

    const firstName = screen.getByRole('textbox', { name: 'First Name' });
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Cassandra');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Title is too long.');
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveValue('Cassandra');
    expect(currentAddress()).toHaveTextContent('/profile/edit');
  });

  it("asks 'Leave this page?' before unsaved changes are left (Cancel), and a reload gets the browser's prompt (issue 27)", async () => {
    installApiDouble().on(API.account.currentUser, casey);
    renderProfile('/profile/edit');
    expect(reloadPrompted()).toBe(false);
    const title = screen.getByRole('textbox', { name: 'Title' });
    await userEvent.type(title, ' (nights)');
    expect(reloadPrompted()).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Leave this page?You have unsaved changes. If you leave this page, they will be lost.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(currentAddress()).toHaveTextContent('/profile/edit');
    expect(title).toHaveValue('Dispatch Manager (nights)');

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(currentAddress()).toHaveTextContent(/^\/profile$/));
  });

  it('checks the form before sending: names required, a valid email', async () => {
    const api = installApiDouble().on(API.account.currentUser, casey);
    renderProfile('/profile/edit');

    await userEvent.clear(screen.getByRole('textbox', { name: 'Last Name' }));
    const email = screen.getByRole('textbox', { name: 'Email address 1' });
    await userEvent.clear(email);
    await userEvent.type(email, 'casey at lonestar');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Last name is required.')).toBeInTheDocument();
    expect(screen.getByText('A valid email address is required.')).toBeInTheDocument();
    expect(api.requests(API.account.updateProfile)).toEqual([]);
  });

  it('lets only an admin change roles, and then sends none', async () => {
    const dispatcher = signedInUser({ roles: ['BillingInquiry'], permissions: ['CarrierPortal'] });
    const api = installApiDouble()
      .on(API.account.currentUser, dispatcher)
      .on(API.account.updateProfile, dispatcher);
    renderProfile('/profile/edit', dispatcher);

    expect(screen.getByText('Only an admin can change roles.')).toBeInTheDocument();
    expect(screen.getByText('Billing Inquiry')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User Profile Successfully Updated')).toBeInTheDocument();
    expect(api.requests(API.account.updateProfile)[0]?.body).not.toHaveProperty('roles');
  });
});
