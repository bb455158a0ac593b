import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { NotFound } from './not-found';
import { renderWithAntd } from './testing';

describe('NotFound', () => {
  it("says 'Route Not Found' and leads back home", async () => {
    renderWithAntd(
      <Routes>
        <Route path="/" element={<p>Home</p>} />
        <Route path="*" element={<NotFound />} />
      </Routes>,
      { route: '/tenders/no/such/page' },
    );
    expect(screen.getByText('Route Not Found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Home' }));
    expect(screen.getByText('Home')).toBeInTheDocument();
  });
});
