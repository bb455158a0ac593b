import { screen } from '@testing-library/react';
import { Button, Flex, Typography } from 'antd';
import { ShortList, ShortListRow } from './short-list';
import { renderWithAntd } from './testing';

interface Stop {
  id: string;
  city: string;
  window: string;
}

const stops: Stop[] = [
  { id: 's-1', city: 'Dallas, TX', window: 'Mar 2, 08:00-10:00' },
  { id: 's-2', city: 'Tulsa, OK', window: 'Mar 3, 14:00-16:00' },
];

function stopList(look: 'section' | 'panel', items: readonly Stop[] = stops) {
  return (
    <ShortList
      look={look}
      label="Stops"
      items={items}
      rowKey={(stop) => stop.id}
      itemLabel={look === 'panel' ? (stop) => `Stop ${stop.city}` : undefined}
      empty={look === 'section' ? 'No stops yet' : undefined}
      renderItem={(stop) => (
        <ShortListRow
          title={stop.city}
          description={stop.window}
          actions={<Button size="small">Open</Button>}
        />
      )}
    />
  );
}

describe('ShortList', () => {
  it('lists each item with its title, description and actions', () => {
    renderWithAntd(stopList('section'));
    const items = screen.getAllByRole('listitem');
    expect(screen.getByRole('list', { name: 'Stops' })).toBeInTheDocument();
    expect(items.map((item) => item.textContent)).toEqual([
      'Dallas, TXMar 2, 08:00-10:00Open',
      'Tulsa, OKMar 3, 14:00-16:00Open',
    ]);
  });

  it('names each row when asked', () => {
    renderWithAntd(stopList('panel'));
    expect(screen.getByRole('listitem', { name: 'Stop Tulsa, OK' })).toBeInTheDocument();
  });

  it('says it is empty, or stays an empty list when it has nothing to say', () => {
    const { unmount } = renderWithAntd(stopList('section', []));
    expect(screen.getByText('No stops yet')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    unmount();
    renderWithAntd(stopList('panel', []));
    expect(screen.getByRole('list', { name: 'Stops' })).toBeEmptyDOMElement();
  });

  // The two looks are the lists mf-shipments (PlainList, ListRow) and mf-cases-notes (ItemList) drew.
  it("draws the 'section' look as the record sections did", () => {
    const drawn = renderWithAntd(stopList('section')).container.innerHTML;
    const before = renderWithAntd(
      <ul aria-label="Stops" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {stops.map((stop, index) => (
          <li
            key={stop.id}
            style={{ padding: '8px 0', borderTop: index === 0 ? undefined : '1px solid rgba(5,5,5,0.06)' }}
          >
            <Flex justify="space-between" align="flex-start" gap={8} wrap>
              <div style={{ minWidth: 0, flex: '1 1 200px' }}>
                <div style={{ fontWeight: 500 }}>{stop.city}</div>
                <Typography.Text type="secondary">{stop.window}</Typography.Text>
              </div>
              <Flex gap={8}>
                <Button size="small">Open</Button>
              </Flex>
            </Flex>
          </li>
        ))}
      </ul>,
    ).container.innerHTML;
    expect(drawn).toBe(before);
  });

  it("draws the 'panel' look as the cases and documents panels did", () => {
    const drawn = renderWithAntd(stopList('panel')).container.innerHTML;
    const before = renderWithAntd(
      <ul aria-label="Stops" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {stops.map((stop) => (
          <li
            key={stop.id}
            aria-label={`Stop ${stop.city}`}
            style={{ padding: '12px 0', borderBottom: '1px solid rgba(5,5,5,0.06)' }}
          >
            <Flex justify="space-between" align="center" wrap gap={8}>
              <div style={{ minWidth: 0, flex: '1 1 220px' }}>
                <div>{stop.city}</div>
                <Typography.Text type="secondary">{stop.window}</Typography.Text>
              </div>
              <Flex gap={4} wrap>
                <Button size="small">Open</Button>
              </Flex>
            </Flex>
          </li>
        ))}
      </ul>,
    ).container.innerHTML;
    expect(drawn).toBe(before);
  });
});
