// An infinite list of cards over the window's scroll, virtualized: only the cards in view (and a few
// around them) are in the DOM, each measured as it renders, so thousands of cards scroll without long
// main-thread tasks. The next page is asked for as the user nears the end of what is loaded.
//
// Screen readers and keyboards get the WAI-ARIA feed pattern: role="feed" (aria-busy while a page
// loads) of focusable articles with aria-posinset and aria-setsize; Page Down and Page Up move between
// cards (the next one is brought into the DOM first), Ctrl+End leaves the feed for what follows it
// (the page's 'Load more'), Ctrl+Home goes back before it; Enter or Space opens a card. A focused card
// stays in the DOM while the page scrolls away from it. Written for the third-party payer invoices'
// 2,000 cards; nothing in it is specific to invoices.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { defaultRangeExtractor, measureElement, useWindowVirtualizer } from '@tanstack/react-virtual';
import type { Range, VirtualItem } from '@tanstack/react-virtual';

/** Cards still unseen below the last one rendered when the next page is asked for. */
const LOAD_AHEAD = 10;
const OVERSCAN = 4;

/** Measured sizes of feeds that were left (back from a preview), by their restoreKey. */
const SNAPSHOTS = new Map<string, VirtualItem[]>();
const MAX_SNAPSHOTS = 20;

export interface InfiniteCardFeedProps<T> {
  /** The feed's accessible name. */
  label: string;
  items: readonly T[];
  itemKey: (item: T) => string;
  /** Each card's accessible name ('Invoice TP-9'). */
  itemLabel: (item: T) => string;
  /** The card's content; the feed gives it its article, position and keyboard. */
  renderItem: (item: T) => ReactNode;
  /** Enter or Space on a card itself (a link or button inside it keeps its own keys). */
  onOpen?: (item: T) => void;
  /** How many cards the server has in all; aria-setsize is -1 (unknown) without it. */
  total?: number;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
  /** A card's expected height before it is measured (px). */
  estimateSize: number;
  /** Space between cards (px). */
  gap?: number;
  /** A list left and opened again under the same key gets its cards' measured sizes back at once. */
  restoreKey?: string;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The first focusable element after (or the last before) `feed` in document order, outside it. */
function focusableBeside(feed: HTMLElement, after: boolean): HTMLElement | undefined {
  const all = [...document.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !feed.contains(element),
  );
  const follows = (element: HTMLElement) =>
    Boolean(feed.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING);
  return after ? all.find(follows) : all.filter((element) => !follows(element)).at(-1);
}

export function InfiniteCardFeed<T>({
  label,
  items,
  itemKey,
  itemLabel,
  renderItem,
  onOpen,
  total,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
  estimateSize,
  gap = 8,
  restoreKey,
}: InfiniteCardFeedProps<T>) {
  const feedRef = useRef<HTMLDivElement>(null);
  // Where the feed starts in the document (the window's scroll is measured from there), measured
  // again whenever the page's height changes (a panel above it opened, a banner shown).
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const feed = feedRef.current;
    if (!feed) return undefined;
    const measure = () => setScrollMargin(Math.round(feed.getBoundingClientRect().top + window.scrollY));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  // The focused card is always rendered, so focus is never dropped by scrolling.
  const [activeIndex, setActiveIndex] = useState<number>();
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (activeIndex === undefined || activeIndex >= range.count || indexes.includes(activeIndex))
        return indexes;
      return [...indexes, activeIndex].sort((a, b) => a - b);
    },
    [activeIndex],
  );

  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => estimateSize,
    // A card measured as 0 high has no layout yet (or none at all, as in tests): keep the estimate.
    measureElement: (element, entry, instance) => measureElement(element, entry, instance) || estimateSize,
    getItemKey: (index) => itemKey(items[index] as T),
    overscan: OVERSCAN,
    gap,
    scrollMargin,
    rangeExtractor,
    initialMeasurementsCache: restoreKey ? SNAPSHOTS.get(restoreKey) : undefined,
  });

  useEffect(
    () => () => {
      if (!restoreKey) return;
      SNAPSHOTS.delete(restoreKey);
      SNAPSHOTS.set(restoreKey, virtualizer.takeSnapshot());
      if (SNAPSHOTS.size > MAX_SNAPSHOTS) SNAPSHOTS.delete(SNAPSHOTS.keys().next().value as string);
    },
    [restoreKey, virtualizer],
  );

  const virtualItems = virtualizer.getVirtualItems();
  const lastRendered = virtualItems.at(-1)?.index ?? -1;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastRendered >= items.length - LOAD_AHEAD) fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, lastRendered, items.length, fetchNextPage]);

  // Page Down/Up: the card to focus once it is in the DOM.
  const pendingFocus = useRef<number>(undefined);
  useEffect(() => {
    const index = pendingFocus.current;
    if (index === undefined) return;
    const card = feedRef.current?.querySelector<HTMLElement>(`[data-index="${index}"]`);
    if (card) {
      pendingFocus.current = undefined;
      card.focus();
    }
  });
  const moveTo = (index: number) => {
    if (index < 0 || index >= items.length) return;
    pendingFocus.current = index;
    setActiveIndex(index);
    virtualizer.scrollToIndex(index, { align: 'auto' });
  };

  const onKeyDown = (item: T, index: number) => (event: KeyboardEvent<HTMLElement>) => {
    const feed = feedRef.current;
    if (event.key === 'PageDown' || event.key === 'PageUp') {
      event.preventDefault();
      moveTo(index + (event.key === 'PageDown' ? 1 : -1));
    } else if (feed && event.ctrlKey && (event.key === 'End' || event.key === 'Home')) {
      event.preventDefault();
      focusableBeside(feed, event.key === 'End')?.focus();
    } else if (
      onOpen &&
      event.target === event.currentTarget &&
      (event.key === 'Enter' || event.key === ' ')
    ) {
      event.preventDefault();
      onOpen(item);
    }
  };

  return (
    <div
      ref={feedRef}
      role="feed"
      aria-label={label}
      aria-busy={isFetchingNextPage}
      style={{ position: 'relative', width: '100%', height: virtualizer.getTotalSize() }}
    >
      {virtualItems.map((virtualItem) => {
        const item = items[virtualItem.index] as T;
        return (
          <div
            key={virtualItem.key}
            ref={virtualizer.measureElement}
            data-index={virtualItem.index}
            role="article"
            tabIndex={0}
            aria-label={itemLabel(item)}
            aria-posinset={virtualItem.index + 1}
            aria-setsize={total ?? -1}
            onKeyDown={onKeyDown(item, virtualItem.index)}
            onFocus={() => setActiveIndex(virtualItem.index)}
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              width: '100%',
              transform: `translateY(${virtualItem.start - scrollMargin}px)`,
            }}
          >
            {renderItem(item)}
          </div>
        );
      })}
    </div>
  );
}
