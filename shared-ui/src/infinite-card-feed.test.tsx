import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { scrollWindowTo } from './test-scroll';
import { InfiniteCardFeed } from './infinite-card-feed';
import type { InfiniteCardFeedProps } from './infinite-card-feed';

const cards = (count: number) => Array.from({ length: count }, (_, index) => `Card ${index + 1}`);

function renderFeed(props: Partial<InfiniteCardFeedProps<string>> = {}) {
  const fetchNextPage = jest.fn();
  const onOpen = jest.fn();
  const result = render(
    <>
      <button type="button">Before</button>
      <InfiniteCardFeed
        label="Cards"
        items={cards(200)}
        itemKey={(card) => card}
        itemLabel={(card) => card}
        renderItem={(card) => (
          <p>
            {card} <a href={`#${card}`}>details</a>
          </p>
        )}
        onOpen={onOpen}
        hasNextPage={false}
        isFetchingNextPage={false}
        fetchNextPage={fetchNextPage}
        estimateSize={100}
        {...props}
      />
      <button type="button">Load more</button>
    </>,
  );
  return { ...result, fetchNextPage, onOpen, feed: screen.getByRole('feed', { name: 'Cards' }) };
}
const shown = (feed: HTMLElement) =>
  within(feed)
    .getAllByRole('article')
    .map((card) => card.getAttribute('aria-label'));

afterEach(() => scrollWindowTo(0));

describe('InfiniteCardFeed', () => {
  it('keeps only the cards in view in the DOM, each an article with its place in the whole list', () => {
    const { feed } = renderFeed({ total: 2000 });
    const rendered = within(feed).getAllByRole('article');
    expect(rendered.length).toBeLessThan(20);
    expect(rendered[0]).toHaveAccessibleName('Card 1');
    expect(rendered[0]).toHaveAttribute('aria-posinset', '1');
    expect(rendered[0]).toHaveAttribute('aria-setsize', '2000');
    expect(rendered[0]).toHaveAttribute('tabindex', '0');
    expect(feed).toHaveAttribute('aria-busy', 'false');

    scrollWindowTo(10_000);
    expect(shown(feed)).toContain('Card 95');
    expect(shown(feed)).not.toContain('Card 1');
    expect(within(feed).getByRole('article', { name: 'Card 95' })).toHaveAttribute('aria-posinset', '95');
  });

  it('says the size is unknown without a total, and is busy while the next page loads', () => {
    const { feed } = renderFeed({ isFetchingNextPage: true, hasNextPage: true });
    expect(within(feed).getAllByRole('article')[0]).toHaveAttribute('aria-setsize', '-1');
    expect(feed).toHaveAttribute('aria-busy', 'true');
  });

  it('asks for the next page as the end of what is loaded comes near, not before, and not twice', () => {
    const far = renderFeed({ hasNextPage: true });
    expect(far.fetchNextPage).not.toHaveBeenCalled();
    scrollWindowTo(20_500);
    expect(far.fetchNextPage).toHaveBeenCalledTimes(1);
    far.unmount();

    const loading = renderFeed({ items: cards(15), hasNextPage: true, isFetchingNextPage: true });
    expect(loading.fetchNextPage).not.toHaveBeenCalled();
    loading.unmount();
    const done = renderFeed({ items: cards(15), hasNextPage: false });
    expect(done.fetchNextPage).not.toHaveBeenCalled();
  });

  it('Page Down and Page Up move between cards, bringing the next one into the DOM first', async () => {
    const { feed } = renderFeed();
    const last = within(feed).getAllByRole('article').at(-1)!;
    const lastIndex = Number(last.getAttribute('aria-posinset'));
    act(() => last.focus());
    await userEvent.keyboard('{PageDown}');
    expect(await within(feed).findByRole('article', { name: `Card ${lastIndex + 1}` })).toHaveFocus();
    await userEvent.keyboard('{PageUp}');
    expect(within(feed).getByRole('article', { name: `Card ${lastIndex}` })).toHaveFocus();
  });

  it('Ctrl+End leaves the feed for what follows it, Ctrl+Home for what comes before', async () => {
    const { feed } = renderFeed();
    act(() => within(feed).getByRole('article', { name: 'Card 3' }).focus());
    await userEvent.keyboard('{Control>}{End}{/Control}');
    expect(screen.getByRole('button', { name: 'Load more' })).toHaveFocus();
    act(() => within(feed).getByRole('article', { name: 'Card 3' }).focus());
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    expect(screen.getByRole('button', { name: 'Before' })).toHaveFocus();
  });

  it('opens a card on Enter or Space; a link inside keeps its own Enter', async () => {
    const { feed, onOpen } = renderFeed();
    act(() => within(feed).getByRole('article', { name: 'Card 2' }).focus());
    await userEvent.keyboard('{Enter}');
    expect(onOpen).toHaveBeenLastCalledWith('Card 2');
    await userEvent.keyboard(' ');
    expect(onOpen).toHaveBeenCalledTimes(2);
    act(() => within(feed).getAllByRole('link', { name: 'details' })[0]!.focus());
    await userEvent.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('keeps the focused card in the DOM when the page scrolls away from it', () => {
    const { feed } = renderFeed();
    act(() => within(feed).getByRole('article', { name: 'Card 2' }).focus());
    scrollWindowTo(10_000);
    expect(within(feed).getByRole('article', { name: 'Card 2' })).toHaveFocus();
    expect(shown(feed)).toContain('Card 95');
  });
});
