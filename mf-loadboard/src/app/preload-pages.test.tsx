// The routes module's preload (the host calls it on a navigation's intent): the page a path renders is
// loaded before the route renders, so the route shows it at once instead of its chunk's loading state.
// A file of its own: the pages' chunks, once loaded, stay loaded for the rest of a test file.
import { screen, waitFor } from '@testing-library/react';
import { API } from '@trucks/shared-contracts/api/catalogue';
import { installApiDouble } from '@trucks/shared-ui/api-double';
import { renderInApp, testQueryClient } from '@trucks/shared-ui/testing';
import { carrier, load, rateRequest, tender } from '../test/loads';
import { preload } from './exposes/routes';
import { StandaloneRoutes } from './standalone-app';

jest.setTimeout(30_000);

const emptyPage = { data: [], page: 1, pageSize: 10, totalCount: 0 };

const boardPage = { data: [load()], page: 1, pageSize: 10, totalCount: 1 };

function answerCalls() {
  installApiDouble()
    .on(API.loadboard.availableShipments, boardPage)
    .on(API.loadboard.tenders, emptyPage)
    .on(API.loadboard.tender, tender())
    .on(API.loadboard.rateRequests, emptyPage)
    .on(API.loadboard.rateRequest, rateRequest());
}

function renderAt(route: string, queryClient = testQueryClient()) {
  answerCalls();
  return renderInApp(<StandaloneRoutes />, { route, user: carrier, queryClient });
}

describe("the load board's page preload", () => {
  it('/available-freight: the board shows at once, without loading its chunk', async () => {
    await preload('/available-freight?orderBy=rate');
    renderAt('/available-freight');
    expect(screen.queryByRole('status', { name: 'Loading available freight' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Available Freight' })).toBeInTheDocument();
  });

  it("with the shell's query client, the board's first page is read too: its rows show at once", async () => {
    answerCalls();
    const queryClient = testQueryClient();
    await preload('/available-freight?view=bookItNow', queryClient);
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    renderAt('/available-freight?view=bookItNow', queryClient);
    expect(screen.getByRole('link', { name: '#S100' })).toBeInTheDocument();
  });

  it("a record's path preloads its page: /tenders/T55/preview shows the tender's page at once", async () => {
    await preload('/tenders/T55/preview');
    renderAt('/tenders/T55/preview');
    expect(screen.queryByRole('status', { name: 'Loading tender' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Tenders' })).toBeInTheDocument();
  });

  it('a page no preload asked for shows its loading state first, then the page', async () => {
    renderAt('/rates');
    expect(screen.getByRole('status', { name: 'Loading rate requests' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 4, name: 'Rates' })).toBeInTheDocument();
  });

  it('a path it does not render preloads nothing and resolves', async () => {
    await expect(preload('/available-freight/S100/preview/unknown')).resolves.toBeUndefined();
    await expect(preload('/dashboard')).resolves.toBeUndefined();
  });
});
