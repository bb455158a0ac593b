// A module loaded into a slot shows once loaded, including when its load finishes between the render
// that showed the loading state and that render's effect (a preload finishing at that moment left the
// loading state on screen for good: 'Loading lanes' in an e2e run).
import { useLayoutEffect } from 'react';
import { render, screen } from '@testing-library/react';
import type { ModuleSlot } from './module-slot';
import { useLoadedModule } from './loaded-module';

type Page = () => string;

function Shows({ slot, load }: { slot: ModuleSlot<Page>; load: () => Promise<Page> }) {
  const page = useLoadedModule(slot, load);
  return <p>{page ? page() : 'Loading page'}</p>;
}

/** Finishes the slot's load in a layout effect: after the render, before its passive effects. */
function FinishesMeanwhile({ slot }: { slot: ModuleSlot<Page> }) {
  useLayoutEffect(() => {
    slot.value = () => 'Saved lanes';
  }, [slot]);
  return null;
}

describe('useLoadedModule', () => {
  it('shows the module when its load finished between the render and the effect', async () => {
    const slot: ModuleSlot<Page> = { loading: new Promise<Page>(() => undefined) };
    const load = jest.fn(() => new Promise<Page>(() => undefined));
    render(
      <>
        <Shows slot={slot} load={load} />
        <FinishesMeanwhile slot={slot} />
      </>,
    );

    expect(await screen.findByText('Saved lanes')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('shows the loading state, then the module once its load answers', async () => {
    let answer: (page: Page) => void = () => undefined;
    const slot: ModuleSlot<Page> = {};
    render(<Shows slot={slot} load={() => new Promise<Page>((resolve) => (answer = resolve))} />);
    expect(screen.getByText('Loading page')).toBeInTheDocument();

    answer(() => 'Tenders');

    expect(await screen.findByText('Tenders')).toBeInTheDocument();
  });
});
