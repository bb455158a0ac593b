import dayjs from 'dayjs';
import { invoiceListQuery } from './invoice-list';

const filters = (over: Partial<Parameters<typeof invoiceListQuery>[0]>) => ({
  quickFilter: 'None',
  dateFilter: 'Last60Days',
  rangeStart: '',
  rangeEnd: '',
  ...over,
});

describe('invoiceListQuery (spec 001 §4 quick filters and date filter types)', () => {
  const today = dayjs('2026-11-24T12:00:00');
  it.each([
    ['None', 'All'],
    ['Active', 'Pending'],
    ['ActionRequired', 'UnInvoiced'],
    ['InProcess', 'Invoiced'],
    ['Paid', 'Paid'],
  ])('quick filter %s sends status %s', (quickFilter, status) => {
    expect(invoiceListQuery(filters({ quickFilter }), 1, 50, today).status).toBe(status);
  });

  it('Last 60 Days by default, Today, Week and Range by shipment date', () => {
    expect(invoiceListQuery(filters({}), 1, 50, today)).toMatchObject({
      shipmentDateStart: '2026-09-25',
      shipmentDateEnd: '2026-11-24',
    });
    expect(invoiceListQuery(filters({ dateFilter: 'Today' }), 1, 50, today)).toMatchObject({
      shipmentDateStart: '2026-11-24',
      shipmentDateEnd: '2026-11-24',
    });
    expect(invoiceListQuery(filters({ dateFilter: 'Week' }), 1, 50, today)).toMatchObject({
      shipmentDateStart: '2026-11-22',
      shipmentDateEnd: '2026-11-28',
    });
    expect(
      invoiceListQuery(
        filters({ dateFilter: 'Range', rangeStart: '2026-10-01', rangeEnd: '2026-10-31' }),
        2,
        50,
        today,
      ),
    ).toEqual({
      status: 'All',
      shipmentDateStart: '2026-10-01',
      shipmentDateEnd: '2026-10-31',
      page: 2,
      pageSize: 50,
    });
  });
});
