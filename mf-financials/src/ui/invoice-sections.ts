// The sections of an invoice's page, the same for an AP invoice of the accounting list and an invoice
// of the invoice list (the spec's invoice detail entity).
export const AP_INVOICE_SECTIONS = ['Charges', 'Documents'] as const;
export const AP_INVOICE_SIDE_SECTIONS = ['Summary', 'Invoice Details'] as const;
