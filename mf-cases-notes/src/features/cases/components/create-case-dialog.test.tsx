// Issue 41: a case description was cut at 4,000 characters without a word. The field counts, keeps a
// longer text as pasted and says why it cannot be sent.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@trucks/shared-contracts/api/catalogue';
import { installApiDouble } from '@trucks/shared-ui/api-double';
import { renderInApp, signedInUser } from '@trucks/shared-ui/testing';
import { caseOf } from '../../../test/case-fixtures';
import { CreateCaseDialog } from './create-case-dialog';

jest.setTimeout(30_000);

const C = API.casesNotesDocuments;

async function openDialog() {
  const user = userEvent.setup();
  renderInApp(<CreateCaseDialog shipmentId="ship-1" shipmentNumber="100200" open onClose={() => {}} />, {
    user: signedInUser(),
  });
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByLabelText('Case Type'));
  await user.click(await screen.findByTitle('Detention'));
  return { user, dialog, description: within(dialog).getByLabelText('Description') };
}

describe('Create Case: the description (issue 41)', () => {
  it('counts the characters against the 4,000 limit', async () => {
    installApiDouble();
    const { user, dialog, description } = await openDialog();
    expect(within(dialog).getByText('0 / 4,000 characters')).toBeInTheDocument();
    await user.type(description, 'Held 4 hours');
    expect(within(dialog).getByText('12 / 4,000 characters')).toBeInTheDocument();
  });

  it('a pasted text over 4,000 characters is kept whole, said at the field, and not sent', async () => {
    const api = installApiDouble().on(C.create, caseOf());
    const { user, dialog, description } = await openDialog();
    const pasted = 'Waited at the receiver. '.repeat(200); // 4,800 characters
    fireEvent.change(description, { target: { value: pasted } });
    expect(description).toHaveValue(pasted);
    expect(await within(dialog).findByText('4,800 / 4,000 characters')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(
      await within(dialog).findByText('The description is 4,800 characters: shorten it to 4,000.'),
    ).toBeInTheDocument();
    expect(description).toHaveValue(pasted);
    expect(api.requests(C.create)).toHaveLength(0);

    fireEvent.change(description, { target: { value: pasted.slice(0, 4000) } });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(api.requests(C.create)).toHaveLength(1));
    expect(api.requests(C.create)[0]?.body).toMatchObject({ shipmentId: 'ship-1' });
  });
});
