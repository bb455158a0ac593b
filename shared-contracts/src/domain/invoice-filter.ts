import type { ValueOf } from './const-enum';

/** AP invoice status filter of the accounting list (spec 001 §4); accounting also offers Pending. */
export const ApInvoiceStatusFilter = {
  All: 'All',
  UnInvoiced: 'UnInvoiced',
  Pending: 'Pending',
  Invoiced: 'Invoiced',
  Paid: 'Paid',
} as const;
export type ApInvoiceStatusFilter = ValueOf<typeof ApInvoiceStatusFilter>;

/** Accounting tabs and the status filter each one sends (spec 001 §2). */
export const ACCOUNTING_TAB_LABEL: Record<Exclude<ApInvoiceStatusFilter, 'All'>, string> = {
  [ApInvoiceStatusFilter.UnInvoiced]: 'Action Required',
  [ApInvoiceStatusFilter.Pending]: 'Pending',
  [ApInvoiceStatusFilter.Invoiced]: 'In Progress',
  [ApInvoiceStatusFilter.Paid]: 'Paid',
};

/** Invoice quick filters (spec 001 §4). */
export const InvoiceQuickFilter = {
  None: 'None',
  Active: 'Active',
  ActionRequired: 'ActionRequired',
  InProcess: 'InProcess',
  Paid: 'Paid',
} as const;
export type InvoiceQuickFilter = ValueOf<typeof InvoiceQuickFilter>;

export const INVOICE_QUICK_FILTER_LABEL: Record<InvoiceQuickFilter, string> = {
  [InvoiceQuickFilter.None]: 'None',
  [InvoiceQuickFilter.Active]: 'Active',
  [InvoiceQuickFilter.ActionRequired]: 'Action Required',
  [InvoiceQuickFilter.InProcess]: 'In Process',
  [InvoiceQuickFilter.Paid]: 'Paid',
};

/** Invoice date filter types (spec 001 §4). */
export const InvoiceDateFilter = {
  Last60Days: 'Last60Days',
  Today: 'Today',
  Week: 'Week',
  Range: 'Range',
} as const;
export type InvoiceDateFilter = ValueOf<typeof InvoiceDateFilter>;

/** Quick views of the third-party invoice list, each shown with a count (spec 001 §2). */
export const ThirdPartyInvoiceView = {
  ActionRequired: 'ActionRequired',
  Draft: 'Draft',
  Received: 'Received',
  Settled: 'Settled',
  All: 'All',
} as const;
export type ThirdPartyInvoiceView = ValueOf<typeof ThirdPartyInvoiceView>;

export const THIRD_PARTY_INVOICE_VIEW_LABEL: Record<ThirdPartyInvoiceView, string> = {
  [ThirdPartyInvoiceView.ActionRequired]: 'Action Required',
  [ThirdPartyInvoiceView.Draft]: 'Draft',
  [ThirdPartyInvoiceView.Received]: 'Received',
  [ThirdPartyInvoiceView.Settled]: 'Settled',
  [ThirdPartyInvoiceView.All]: 'All',
};

/** Date presets of the third-party invoice filters (spec 001 §2). */
export const ThirdPartyInvoiceDatePreset = {
  Today: 'Today',
  Yesterday: 'Yesterday',
  ThisWeek: 'ThisWeek',
  Tomorrow: 'Tomorrow',
  Range: 'Range',
} as const;
export type ThirdPartyInvoiceDatePreset = ValueOf<typeof ThirdPartyInvoiceDatePreset>;

export const THIRD_PARTY_INVOICE_DATE_PRESET_LABEL: Record<ThirdPartyInvoiceDatePreset, string> = {
  [ThirdPartyInvoiceDatePreset.Today]: 'Today',
  [ThirdPartyInvoiceDatePreset.Yesterday]: 'Yesterday',
  [ThirdPartyInvoiceDatePreset.ThisWeek]: 'This Week',
  [ThirdPartyInvoiceDatePreset.Tomorrow]: 'Tomorrow',
  [ThirdPartyInvoiceDatePreset.Range]: 'Range',
};
