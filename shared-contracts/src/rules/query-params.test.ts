import { dropEmptyQueryParams } from './query-params';

describe('dropEmptyQueryParams (spec 000 §5: "Query parameters that are empty, undefined or null are dropped from calls")', () => {
  it('drops empty, undefined and null values and keeps false and 0', () => {
    expect(
      dropEmptyQueryParams({
        q: '',
        page: 1,
        status: undefined,
        carrierId: null,
        isAuditable: false,
        pageSize: 0,
        statuses: [],
      }),
    ).toEqual({ page: 1, isAuditable: false, pageSize: 0 });
  });
  it('keeps lists with values', () => {
    expect(dropEmptyQueryParams({ statuses: [3, 4] })).toEqual({ statuses: [3, 4] });
  });
});
