import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageTitleFromPath } from '@trucks/shared-contracts/rules/page-title';
import { NOT_FOUND_TEXT } from '@trucks/shared-ui/not-found';
import { API } from '@trucks/shared-contracts/api/catalogue';
import { installApiDouble } from '@trucks/shared-ui/api-double';
import { currentAddress, renderInApp, signedInUser } from '@trucks/shared-ui/testing';
import { caseOf, pageOf } from '../test/case-fixtures';
import { StandaloneRoutes } from './standalone-app';

const C = API.casesNotesDocuments;
const renderAt = (route: string) => renderInApp(<StandaloneRoutes />, { route, user: signedInUser() });

// Every read of the case pages answers slowly, so each page is seen loading first.
const slow = <T,>(body: T) => ({ status: 200, body, delayMs: 60_000 });
beforeEach(() => {
  installApiDouble()
    .on(C.cases, pageOf([]))
    .on(C.countStats, { new: 0, inProgress: 0, onHold: 0, resolved: 0 })
    .on(C.get, slow(caseOf({ caseNumber: 'C7' })))
    .on(C.history, slow([]));
});

describe('cases routes', () => {
  it('/cases shows the case list with the display statuses as views', async () => {
    expect(pageTitleFromPath('/cases')).toBe('Cases');
    renderAt('/cases');
    expect(await screen.findByRole('heading', { level: 4, name: 'Cases' })).toBeInTheDocument();
    const views = screen.getByRole('list', { name: 'Case status' });
    for (const label of ['New', 'In Progress', 'On Hold', 'Resolved', 'All'])
      expect(within(views).getByText(label)).toBeInTheDocument();
    expect(
      await screen.findByText('No cases found: you have not raised an accessorial request yet'),
    ).toBeInTheDocument();
  });

  it('/cases/{n}/preview opens the Notes sub-page', async () => {
    renderAt('/cases/C7/preview');
    expect(await screen.findByRole('heading', { level: 2, name: 'Case C7' })).toBeInTheDocument();
    await waitFor(() => expect(currentAddress()).toHaveTextContent('/cases/C7/preview/notes'));
  });

  it.each([
    ['notes', 'Notes'],
    ['documents', 'Documents'],
    ['documnets', 'Documents'],
    ['history', 'History'],
  ])('/cases/{n}/preview/%s shows the %s sub-page, loading', async (segment, tab) => {
    const route = `/cases/C7/preview/${segment}`;
    renderAt(route);
    expect(
      await screen.findByRole('heading', { level: 4, name: pageTitleFromPath(route) }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: tab, selected: true })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: `Loading ${tab}` })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading Case Details' })).toBeInTheDocument();
  });

  it('the sub-page tabs link the correctly spelled address', async () => {
    const user = userEvent.setup();
    renderAt('/cases/C7/preview/notes');
    await user.click(await screen.findByRole('tab', { name: 'Documents' }));
    await waitFor(() => expect(currentAddress()).toHaveTextContent('/cases/C7/preview/documents'));
  });

  it.each(['/cases/C7', '/cases/C7/preview/invoices', '/cases/C7/preview/notes/1'])(
    '%s is not a page: Route Not Found',
    async (route) => {
      renderAt(route);
      expect(await screen.findByText(NOT_FOUND_TEXT)).toBeInTheDocument();
    },
  );
});
