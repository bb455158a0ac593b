import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@trucks/shared-contracts/api/catalogue';
import { queryKeys } from '@trucks/shared-contracts/api/query-keys';
import { useApiMutation, useApiQuery } from './use-api';
import { installApiDouble } from './api-double';
import { renderInApp, signedInUser } from './testing';

function NewCases() {
  const stats = useApiQuery(API.casesNotesDocuments.countStats, queryKeys.badges.newCases, {});
  const create = useApiMutation(API.casesNotesDocuments.create);
  if (stats.isError) return <p>{stats.error.message}</p>;
  return (
    <>
      <p>New cases: {stats.data?.new ?? '…'}</p>
      <button
        onClick={() => create.mutate({ body: { shipmentId: 'S-1', caseType: 1, description: 'x' } as never })}
      >
        Create
      </button>
    </>
  );
}

describe('the API double behind the real client and React Query', () => {
  it('answers a read, sends the token, and a write refreshes the keys its call invalidates', async () => {
    let newCases = 3;
    const api = installApiDouble()
      .on(API.casesNotesDocuments.countStats, () => ({
        new: newCases,
        inProgress: 1,
        onHold: 0,
        resolved: 2,
      }))
      .on(API.casesNotesDocuments.create, () => {
        newCases += 1;
        return { id: 'CASE-1' } as never;
      });
    renderInApp(<NewCases />, { user: signedInUser() });
    expect(await screen.findByText('New cases: 3')).toBeInTheDocument();
    expect(api.requests(API.casesNotesDocuments.countStats)[0]?.headers.get('Authorization')).toBe(
      'Bearer test-jwt',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('New cases: 4')).toBeInTheDocument();
  });

  it('turns an error answer into the spec formatter’s message', async () => {
    installApiDouble().on(API.casesNotesDocuments.countStats, {
      status: 500,
      body: { title: 'Cases are down' },
    });
    renderInApp(<NewCases />, { user: signedInUser() });
    expect(await screen.findByText('Cases are down')).toBeInTheDocument();
  });
});
