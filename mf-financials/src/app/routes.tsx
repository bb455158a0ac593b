// The financials remote's route subtree. The host mounts `<prefix>/*` for every prefix this remote owns
// (ROUTE_OWNERS) and renders <FinancialsRoutes prefix=...>; the routes below are relative to that match.
// Unknown sub-paths show 'Route Not Found'.
import type { ReactElement } from 'react';
import { Route, Routes, useParams } from 'react-router';
import type { RoutePrefixOf, RoutesProps } from '@trucks/shared-contracts/federation/remote-modules';
import { ROUTE_PATTERNS as P, relativePattern } from '@trucks/shared-contracts/routes/paths';
import { lazyPage } from '@trucks/shared-ui/lazy-page';
import { NotFound } from '@trucks/shared-ui/not-found';

// Every page is a chunk of its own: a first visit carries only the page it opens (at most 80 KB).
const AccountingPage = lazyPage(
  () => import('../features/accounting/components/accounting-page').then((m) => m.AccountingPage),
  'Loading accounting',
);
const AccountingInvoicePreviewPage = lazyPage(
  () =>
    import('../features/accounting/components/accounting-invoice-preview-page').then(
      (m) => m.AccountingInvoicePreviewPage,
    ),
  'Loading invoice',
);
const InvoicesPage = lazyPage(
  () => import('../features/invoices/components/invoices-page').then((m) => m.InvoicesPage),
  'Loading invoices',
);
const InvoicePreviewPage = lazyPage(
  () => import('../features/invoices/components/invoice-preview-page').then((m) => m.InvoicePreviewPage),
  'Loading invoice',
);
const PaymentsPage = lazyPage(
  () => import('../features/payments/components/payments-page').then((m) => m.PaymentsPage),
  'Loading payments',
);
const PaymentPreviewPage = lazyPage(
  () => import('../features/payments/components/payment-preview-page').then((m) => m.PaymentPreviewPage),
  'Loading payment',
);
const ThirdPartyInvoicesPage = lazyPage(
  () =>
    import('../features/third-party-invoices/components/third-party-invoices-page').then(
      (m) => m.ThirdPartyInvoicesPage,
    ),
  'Loading third-party invoices',
);
const ThirdPartyInvoicePreviewPage = lazyPage(
  () =>
    import('../features/third-party-invoices/components/third-party-invoice-preview-page').then(
      (m) => m.ThirdPartyInvoicePreviewPage,
    ),
  'Loading invoice',
);

type FinancialsPrefix = RoutePrefixOf<'mf_financials'>;
const at = (prefix: FinancialsPrefix, pattern: (typeof P)[keyof typeof P]) =>
  relativePattern(prefix, pattern);

function AccountingPreviewRoute() {
  const { invoiceNumber = '' } = useParams();
  return <AccountingInvoicePreviewPage invoiceNumber={invoiceNumber} />;
}
function InvoicePreviewRoute() {
  const { invoiceNumber = '' } = useParams();
  return <InvoicePreviewPage invoiceNumber={invoiceNumber} />;
}
function PaymentPreviewRoute() {
  const { checkNumber = '' } = useParams();
  return <PaymentPreviewPage checkNumber={checkNumber} />;
}
function ThirdPartyInvoicePreviewRoute() {
  const { invoiceNumber = '' } = useParams();
  return <ThirdPartyInvoicePreviewPage invoiceNumber={invoiceNumber} />;
}

/** The routes under each prefix; a Record so a prefix added to ROUTE_OWNERS fails the type check here. */
const SUBTREES: Record<FinancialsPrefix, ReactElement> = {
  '/accounting': (
    <>
      <Route index element={<AccountingPage />} />
      <Route path={at('/accounting', P.accountingPreview)} element={<AccountingPreviewRoute />} />
    </>
  ),
  '/invoices': (
    <>
      <Route index element={<InvoicesPage />} />
      <Route path={at('/invoices', P.invoicePreview)} element={<InvoicePreviewRoute />} />
    </>
  ),
  '/payments': (
    <>
      <Route index element={<PaymentsPage />} />
      <Route path={at('/payments', P.paymentPreview)} element={<PaymentPreviewRoute />} />
    </>
  ),
  '/third-party-payer-invoices': (
    <>
      <Route index element={<ThirdPartyInvoicesPage />} />
      <Route
        path={at('/third-party-payer-invoices', P.thirdPartyPayerInvoicePreview)}
        element={<ThirdPartyInvoicePreviewRoute />}
      />
    </>
  ),
};

export function FinancialsRoutes({ prefix }: RoutesProps<'mf_financials'>) {
  return (
    <Routes>
      {SUBTREES[prefix]}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
