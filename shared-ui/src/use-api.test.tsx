// useApiMutation's per-call callbacks run once the write and the refresh it causes are done, even when
// that refresh has unmounted the component that wrote (a load booked from its drawer re-renders as
// booked, and the drawer goes): the toast and the navigation of a done write are never lost.
import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@trucks/shared-contracts/api/catalogue';
import { queryKeys } from '@trucks/shared-contracts/api/query-keys';
import type { Contact } from '@trucks/shared-contracts/domain/contact';
import { installApiDouble } from './api-double';
import { renderInApp, signedInUser } from './testing';
import { useApiMutation, useApiQuery } from './use-api';

function RenameButton({ onDone, onFailed }: { onDone: () => void; onFailed: (message: string) => void }) {
  // A write whose own follow-up takes a moment (here 100 ms) after the refresh: by then React has
  // rendered the refreshed contact and unmounted this button, as a slower device or network does.
  const update = useApiMutation(API.contacts.update, {
    onSuccess: () => new Promise((resolve) => setTimeout(resolve, 100)),
  });
  return (
    <button
      onClick={() =>
        update.mutate(
          { params: { id: 'c1' }, body: { firstName: 'Carla' } as never },
          { onSuccess: onDone, onError: (error) => onFailed(error.message) },
        )
      }
    >
      Rename Carl
    </button>
  );
}

function ContactCard() {
  const contact = useApiQuery(API.contacts.get, queryKeys.contacts.detail('c1'), { params: { id: 'c1' } });
  const [outcome, setOutcome] = useState('');
  return (
    <>
      <p>Name: {contact.data?.firstName ?? '…'}</p>
      {/* Only Carl can be renamed: the refreshed contact unmounts the button. */}
      {contact.data?.firstName === 'Carl' ? (
        <RenameButton onDone={() => setOutcome('Renamed')} onFailed={setOutcome} />
      ) : null}
      <p role="status" aria-label="Outcome">
        {outcome}
      </p>
    </>
  );
}

jest.setTimeout(30_000);

describe('useApiMutation', () => {
  it("runs a write's onSuccess after the refresh it caused has unmounted the component that wrote", async () => {
    let firstName = 'Carl';
    installApiDouble()
      .on(API.contacts.get, () => ({ id: 'c1', firstName }) as Contact)
      .on(API.contacts.update, () => {
        firstName = 'Carla';
        return { id: 'c1', firstName } as Contact;
      });
    renderInApp(<ContactCard />, { user: signedInUser() });
    await userEvent.click(await screen.findByRole('button', { name: 'Rename Carl' }));
    expect(await screen.findByText('Name: Carla')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rename Carl' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status', { name: 'Outcome' })).toHaveTextContent('Renamed'));
  });

  it("runs a write's onError with the server's refusal", async () => {
    installApiDouble()
      .on(API.contacts.get, { id: 'c1', firstName: 'Carl' } as Contact)
      .on(API.contacts.update, { status: 409, body: { title: 'Contact changed meanwhile' } });
    renderInApp(<ContactCard />, { user: signedInUser() });
    await userEvent.click(await screen.findByRole('button', { name: 'Rename Carl' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Outcome' })).toHaveTextContent('Contact changed meanwhile'),
    );
  });
});
