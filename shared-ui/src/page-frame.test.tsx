import { screen, within } from '@testing-library/react';
import { PageFrame } from './page-frame';
import { renderWithAntd } from './testing';

describe('PageFrame', () => {
  it('shows the title and actions in a sticky top bar above the content', () => {
    renderWithAntd(
      <PageFrame title="Available Freight" actions={<button type="button">Export</button>}>
        <p>Loads</p>
      </PageFrame>,
    );
    const topBar = screen.getByRole('banner');
    expect(within(topBar).getByRole('heading', { name: 'Available Freight' })).toBeInTheDocument();
    expect(within(topBar).getByRole('button', { name: 'Export' })).toBeInTheDocument();
    expect(topBar).toHaveStyle({ position: 'sticky' });
    expect(screen.getByText('Loads')).toBeInTheDocument();
  });

  it('titles the page from the first path segment by default (spec: split at capitals and hyphens)', () => {
    renderWithAntd(<PageFrame>{null}</PageFrame>, { route: '/third-party-payer-invoices/INV-1/preview' });
    expect(screen.getByRole('heading', { name: 'Third Party Payer Invoices' })).toBeInTheDocument();
  });
});
