import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@trucks/shared-contracts/api/catalogue';
import { installApiDouble } from '@trucks/shared-ui/api-double';
import { renderInApp, signedInUser } from '@trucks/shared-ui/testing';
import { apInvoice, pageOf } from '../../../test/fixtures';
import { AccountingPage } from './accounting-page';

jest.setTimeout(30_000);

// The reminders' chunk fails once (offline, a deploy replaced it), then loads.
let mockFailNext = true;
jest.mock('./unsettled-invoice-reminders-form', () => {
  if (mockFailNext) {
    mockFailNext = false;
    throw new Error('ChunkLoadError: Loading chunk 512 failed.');
  }
  return jest.requireActual('./unsettled-invoice-reminders-form');
});

it('says in their place when the reminders could not be loaded, keeps the list, and tries again on request', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  installApiDouble()
    .on(API.financials.apInvoices, pageOf([apInvoice()], 1))
    .on(API.financials.apInvoiceSummary, { statuses: [] });
  renderInApp(<AccountingPage />, {
    route: '/accounting',
    user: signedInUser({ permissions: ['CarrierPortal', 'CarrierBillingSettings'] }),
  });
  expect(await screen.findByText('The reminders could not be loaded.')).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'AP-1001' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('combobox', { name: 'Unsettled invoice reminders' })).toBeInTheDocument();
  expect(screen.queryByText('The reminders could not be loaded.')).not.toBeInTheDocument();
});
