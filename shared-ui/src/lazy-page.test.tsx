import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { lazyPage } from './lazy-page';

function Greeting({ name }: { name: string }) {
  return <h1>Hello {name}</h1>;
}

describe('lazyPage', () => {
  it('shows the loading label until the chunk arrives, then the page with its props', async () => {
    let arrive: (component: typeof Greeting) => void = () => undefined;
    const LazyGreeting = lazyPage(
      () => new Promise<typeof Greeting>((resolve) => (arrive = resolve)),
      'Loading greeting',
    );
    render(<LazyGreeting name="Dispatch" />);
    expect(screen.getByRole('status', { name: 'Loading greeting' })).toBeInTheDocument();
    arrive(Greeting);
    expect(await screen.findByRole('heading', { name: 'Hello Dispatch' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading greeting' })).not.toBeInTheDocument();
  });

  it('loads the chunk once for every render of the page', async () => {
    const load = jest.fn(() => Promise.resolve(Greeting));
    const LazyGreeting = lazyPage(load);
    const { rerender } = render(<LazyGreeting name="A" />);
    expect(await screen.findByRole('heading', { name: 'Hello A' })).toBeInTheDocument();
    rerender(<LazyGreeting name="B" />);
    expect(await screen.findByRole('heading', { name: 'Hello B' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts the read the address asks for while the chunk loads, once per query', async () => {
    let arrive: (component: typeof Greeting) => void = () => undefined;
    const asked: string[] = [];
    const LazyGreeting = lazyPage(
      () => new Promise<typeof Greeting>((resolve) => (arrive = resolve)),
      'Loading greeting',
      {
        readAhead: (params) => ({
          queryKey: ['loads', params.get('origin')],
          queryFn: () => {
            asked.push(params.toString());
            return Promise.resolve([]);
          },
        }),
      },
    );
    const queryClient = new QueryClient();
    const page = (route: string, name: string) => (
      <QueryClientProvider client={queryClient}>
        <MemoryRouter key={route} initialEntries={[route]}>
          <LazyGreeting name={name} />
        </MemoryRouter>
      </QueryClientProvider>
    );
    const { rerender } = render(page('/loads?origin=TX&page=2', 'A'));
    expect(screen.getByRole('status', { name: 'Loading greeting' })).toBeInTheDocument();
    expect(asked).toEqual(['origin=TX&page=2']);

    arrive(Greeting);
    expect(await screen.findByRole('heading', { name: 'Hello A' })).toBeInTheDocument();
    rerender(page('/loads?origin=TX', 'B'));
    expect(await screen.findByRole('heading', { name: 'Hello B' })).toBeInTheDocument();
    expect(asked).toEqual(['origin=TX&page=2']);
  });

  it('renders a preloaded page in its first commit, with no loading state', async () => {
    const load = jest.fn(() => Promise.resolve(Greeting));
    const LazyGreeting = lazyPage(load, 'Loading greeting');
    await LazyGreeting.preload();
    render(<LazyGreeting name="Dispatch" />);
    expect(screen.getByRole('heading', { name: 'Hello Dispatch' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading greeting' })).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again after a failed preload when the page renders', async () => {
    const load = jest
      .fn<Promise<typeof Greeting>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Greeting);
    const LazyGreeting = lazyPage(load, 'Loading greeting');
    await expect(LazyGreeting.preload()).rejects.toThrow('offline');
    render(<LazyGreeting name="Dispatch" />);
    expect(await screen.findByRole('heading', { name: 'Hello Dispatch' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("given the query client and the address's query string, a preload starts the first read too", async () => {
    const asked: string[] = [];
    const LazyGreeting = lazyPage(() => Promise.resolve(Greeting), 'Loading greeting', {
      readAhead: (params) => ({
        queryKey: ['loads', params.get('origin')],
        queryFn: () => {
          asked.push(params.toString());
          return Promise.resolve([]);
        },
      }),
    });
    await LazyGreeting.preload();
    expect(asked).toEqual([]);
    await LazyGreeting.preload({ queryClient: new QueryClient(), search: '?origin=TX' });
    expect(asked).toEqual(['origin=TX']);
  });
});
