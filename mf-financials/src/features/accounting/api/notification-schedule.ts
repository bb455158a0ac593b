// How often the carrier is reminded of unsettled invoices (PATCH carriers/{id}/unsettled_invoice_notification_schedule).
import { carrierCalls } from '@trucks/shared-contracts/api/catalogue/carriers';
import { useApiMutation } from '@trucks/shared-ui/use-api';

export const useUpdateNotificationSchedule = () =>
  useApiMutation(carrierCalls.updateUnsettledInvoiceNotificationSchedule);
