import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@trucks/shared-contracts/api/catalogue';
import type { TrainingVideo } from '@trucks/shared-contracts/api/catalogue/account';
import { installApiDouble } from '@trucks/shared-ui/api-double';
import { renderInShell, signedInUser } from '../../../test/render';
import { formatDuration, VideosPage } from './videos-page';

const HELP = 'https://support.trucks.example/hc/en-us/articles';
const videos: TrainingVideo[] = [
  {
    id: '360011',
    title: 'Welcome to Trucks',
    description: 'A tour of the dashboard, navigation and search.',
    durationSeconds: 184,
    category: 'Getting Started',
    url: `${HELP}/360011`,
  },
  {
    id: '360021',
    title: 'Finding loads',
    description: 'Search available freight and use the load-detail dialog.',
    durationSeconds: 256,
    category: 'Load Board',
    url: `${HELP}/360021`,
  },
  {
    id: '360022',
    title: 'Book Now and Offer Rate',
    description: 'Book a load instantly or offer your own rate.',
    durationSeconds: 231,
    category: 'Load Board',
    url: `${HELP}/360022`,
  },
];

describe('/videos', () => {
  it('shows the training videos as cards grouped by category, each opening the help centre in a new tab', async () => {
    installApiDouble().on(API.account.videos, { items: videos });
    renderInShell(<VideosPage />, { route: '/videos', user: signedInUser() });

    expect(screen.getByRole('heading', { name: 'Videos' })).toBeInTheDocument();
    const loadBoard = await screen.findByRole('region', { name: 'Load Board' });
    expect(
      within(loadBoard)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['Finding loads', 'Book Now and Offer Rate']);
    const welcome = within(screen.getByRole('region', { name: 'Getting Started' })).getByRole('article', {
      name: 'Welcome to Trucks',
    });
    const link = within(welcome).getByRole('link', { name: /Welcome to Trucks/ });
    expect(link).toHaveAttribute('href', `${HELP}/360011`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(welcome).getByText('Duration 3:04')).toBeInTheDocument();
  });

  it('filters by the words typed and says when nothing matches', async () => {
    installApiDouble().on(API.account.videos, { items: videos });
    renderInShell(<VideosPage />, { route: '/videos', user: signedInUser() });
    await screen.findByRole('region', { name: 'Load Board' });

    const search = screen.getByRole('searchbox', { name: 'Search videos' });
    await userEvent.type(search, 'rate book');
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual([
      'Book Now and Offer Rate',
    ]);
    expect(screen.queryByRole('region', { name: 'Getting Started' })).not.toBeInTheDocument();

    await userEvent.clear(search);
    await userEvent.type(search, 'getting started');
    expect(screen.getAllByRole('article')).toHaveLength(1);

    await userEvent.type(search, ' invoices');
    expect(screen.getByText('No videos match your search')).toBeInTheDocument();
  });

  it('shows the error of a failed load', async () => {
    installApiDouble().on(API.account.videos, { status: 500, body: { detail: 'Video library unavailable' } });
    renderInShell(<VideosPage />, { route: '/videos', user: signedInUser() });
    expect(await screen.findByText('Video library unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('formats durations as minutes and seconds', () => {
    expect(formatDuration(184)).toBe('3:04');
    expect(formatDuration(59)).toBe('0:59');
  });
});
