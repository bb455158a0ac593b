import { z } from 'zod/mini';
import './zod-locale';

/**
 * The two list envelopes the API uses: most lists answer `{ data, page, pageSize, totalCount }`
 * (e.g. quick_searches/shipments, third-party payer invoices), a few answer `{ items, totalCount }`
 * (contacts, trucks shipment search). Spec page sizes live in rules/page-size.
 */
export interface PagedList<T> {
  data: T[];
  page: number;
  pageSize: number;
  totalCount: number;
}

export interface ItemsPage<T> {
  items: T[];
  page?: number;
  pageSize?: number;
  totalCount: number;
}

/** A page request: page numbers start at 1 (spec 000 §9 'default list page 1'). */
export interface PageQuery {
  page?: number;
  pageSize?: number;
}

/** zod schema of a `PagedList` of the given item, for lists whose items are checked (money). */
export function pagedListSchema<Item extends z.core.SomeType>(item: Item) {
  return z.object({
    data: z.array(item),
    page: z.number().check(z.int()),
    pageSize: z.number().check(z.int()),
    totalCount: z.number().check(z.int(), z.nonnegative()),
  });
}

export function itemsPageSchema<Item extends z.core.SomeType>(item: Item) {
  return z.object({
    items: z.array(item),
    page: z.optional(z.number().check(z.int())),
    pageSize: z.optional(z.number().check(z.int())),
    totalCount: z.number().check(z.int(), z.nonnegative()),
  });
}

/** Either envelope's rows, for code that shows any list. */
export function rowsOf<T>(list: PagedList<T> | ItemsPage<T>): T[] {
  return 'data' in list ? list.data : list.items;
}
