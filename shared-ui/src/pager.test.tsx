import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Pager, pagerItems } from './pager';
import { renderWithAntd } from './testing';

const shown = (current: number, pages: number) =>
  pagerItems(current, pages).map((item) => ('jump' in item ? '…' : String(item.page)));

describe('pagerItems', () => {
  it('shows the first and last pages, two on each side of the current one, and a gap between', () => {
    expect(shown(6, 1019)).toEqual(['1', '…', '4', '5', '6', '7', '8', '…', '1019']);
    expect(shown(1, 3)).toEqual(['1', '2', '3']);
  });

  it('runs on to an end rather than leaving a gap of one page near it', () => {
    expect(shown(3, 20)).toEqual(['1', '2', '3', '4', '5', '…', '20']);
    expect(shown(4, 20)).toEqual(['1', '2', '3', '4', '5', '6', '…', '20']);
    expect(shown(18, 20)).toEqual(['1', '…', '16', '17', '18', '19', '20']);
  });
});

function PagedLoads({ simple = false }: { simple?: boolean }) {
  const [page, setPage] = useState(6);
  return (
    <>
      <p>Showing page {page}</p>
      <Pager current={page} pageSize={10} total={10_190} onChange={setPage} simple={simple} />
    </>
  );
}

describe('Pager', () => {
  it('marks the current page and moves by page, by five and to the last page', async () => {
    const user = userEvent.setup();
    renderWithAntd(<PagedLoads />);
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(screen.getByRole('button', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Showing page 7')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next 5 pages' }));
    expect(screen.getByText('Showing page 12')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 1019' }));
    expect(screen.getByText('Showing page 1019')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(pages).toBeInTheDocument();
  });

  it('on a phone, says where the list is between Previous and Next', async () => {
    const user = userEvent.setup();
    renderWithAntd(<PagedLoads simple />);
    expect(screen.getByText('Page 6 of 1019')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Page 7' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(screen.getByText('Page 5 of 1019')).toBeInTheDocument();
  });
});
