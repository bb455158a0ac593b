import { FILTER_DATE_FORMAT as FIELDS_FORMAT } from '@trucks/shared-ui/list-panel';
import { FILTER_DATE_FORMAT } from './filter-date';

it("reads and writes filter dates in the format shared-ui's date fields write", () => {
  expect(FILTER_DATE_FORMAT).toBe(FIELDS_FORMAT);
});
