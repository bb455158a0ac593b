import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { API } from '@trucks/shared-contracts/api/catalogue';
import { installApiDouble } from '@trucks/shared-ui/api-double';
import { renderInApp, signedInUser } from '@trucks/shared-ui/testing';
import { caseOf, pageOf } from '../../../test/case-fixtures';
import { CasesPage } from './cases-page';

// The dialog's chunk cannot be downloaded (offline, a deploy replaced it).
jest.mock('./create-case-dialog', () => {
  throw new Error('ChunkLoadError: Loading chunk 431 failed.');
});

jest.setTimeout(30_000);

const C = API.casesNotesDocuments;

describe('/cases when Create Case cannot be loaded', () => {
  it('says so in its place and the list keeps working', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    installApiDouble()
      .on(C.cases, pageOf([caseOf()]))
      .on(C.countStats, { new: 1, inProgress: 0, onHold: 0, resolved: 0 });
    renderInApp(
      <Routes>
        <Route path="/cases" element={<CasesPage />} />
      </Routes>,
      { route: '/cases', user: signedInUser() },
    );
    await screen.findByRole('link', { name: '5001' });
    await user.click(screen.getByRole('button', { name: /Create Case/ }));
    expect(await screen.findByText('Create Case could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '5001' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
