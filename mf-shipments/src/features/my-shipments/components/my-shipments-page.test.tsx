import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { API } from '@trucks/shared-contracts/api/catalogue';
import { installApiDouble } from '@trucks/shared-ui/api-double';
import { currentAddress, renderInApp } from '@trucks/shared-ui/testing';
import { dispatcher, page, shipment } from '../../../test/shipment-fixtures';
import { MyShipmentsPage } from './my-shipments-page';

jest.setTimeout(30_000);

const renderMine = () =>
  renderInApp(
    <Routes>
      <Route path="/my-shipments" element={<MyShipmentsPage />} />
      <Route path="/my-shipments/:n" element={<p>My shipment</p>} />
    </Routes>,
    { route: '/my-shipments', user: dispatcher },
  );

describe('/my-shipments', () => {
  it('lists the shipments the signed-in user drives (driverId), Active first, 50 a page, and opens one at /my-shipments/{n}', async () => {
    const user = userEvent.setup();
    const api = installApiDouble().on(API.shipments.list, page([shipment()]));
    renderMine();
    expect(await screen.findByRole('link', { name: '100200' })).toHaveAttribute(
      'href',
      '/my-shipments/100200',
    );
    expect(api.requests(API.shipments.list)[0]?.query).toMatchObject({
      driverId: 'U-100',
      statuses: ['3', '4', '5', '6'],
      pageSize: '50',
    });
    await user.click(within(screen.getByRole('list', { name: 'My shipment views' })).getByText('Past'));
    await waitFor(() =>
      expect(api.requests(API.shipments.list).at(-1)?.query).toMatchObject({ statuses: ['7', '8'] }),
    );
    await user.click(await screen.findByRole('link', { name: '100200' }));
    await waitFor(() => expect(currentAddress()).toHaveTextContent('/my-shipments/100200'));
  });

  it('loads its filter form with the FILTERS tab: the search there is applied to the list', async () => {
    const user = userEvent.setup();
    const api = installApiDouble().on(API.shipments.list, page([shipment()]));
    renderMine();
    await screen.findByRole('link', { name: '100200' });
    await user.click(screen.getByRole('tab', { name: 'FILTERS' }));
    await user.type(await screen.findByLabelText('Search'), ' 100200 ');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(api.requests(API.shipments.list).at(-1)?.query.search).toBe('100200'));
    await waitFor(() => expect(currentAddress()).toHaveTextContent('search=100200'));
  });

  it('says when nothing is assigned to the user', async () => {
    installApiDouble().on(API.shipments.list, page([]));
    renderMine();
    expect(await screen.findByText('No shipments assigned to you')).toBeInTheDocument();
  });
});
