// Dates in a list's address and in the API's filters: 'YYYY-MM-DD', as shared-ui's filter fields write
// them (FILTER_DATE_FORMAT in shared-ui's list-panel). Kept here too so that a list page's first visit
// does not load list-panel, antd's late part, for a constant; filter-date.test.ts keeps the two equal.
export const FILTER_DATE_FORMAT = 'YYYY-MM-DD';
