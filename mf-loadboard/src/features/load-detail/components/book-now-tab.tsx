// The BOOK NOW tab of the book-now drawer (book-now-drawer.tsx), loaded when the drawer first opens (or a
// pointer reaches Book Now or Offer Rate): the payment options with the rules of 000 §4, §5, §9, the
// trip requirements to confirm, and the booking, always All In, Flat.
import { useState } from 'react';
import { Alert, App, Button, Checkbox, Flex, Modal, Typography } from 'antd';
import type { Shipment } from '@trucks/shared-contracts/domain/shipment';
import { ChargeRateType, RateType } from '@trucks/shared-contracts/domain/rate-type';
import { formatCurrency } from '@trucks/shared-contracts/format/currency';
import {
  BOOK_OR_OFFER_ERROR_MESSAGE,
  bookingFailureMessage,
  formatErrorMessage,
} from '@trucks/shared-contracts/rules/error-message';
import {
  bookingRequirements,
  unmetBookingRequirements,
} from '@trucks/shared-contracts/rules/trip-requirements';
import { useTripRequirements } from '../api/load-parts';
import { PaymentOptionChoice } from '../../../ui/payment-option-choice';
import { usePaymentOptions } from '../../../ui/use-payment-options';
import { useBookShipment } from '../api/booking';
import type { SigningUser } from '../../../lib/signed-in-user';

const REQUIREMENTS_FAILED = 'Unable to fetch your trip requirements.';
const REQUIREMENTS_WARNING = 'Check to confirm you can meet the following requirements.';
const REQUIREMENTS_NOT_MET = 'Requirements Not Met';
const REQUIREMENTS_NOT_MET_TEXT = 'You have not confirmed that you meet the following requirements';
const BOOKED = 'Successfully booked shipment.';

export function BookNowTabBody({
  shipment,
  user,
  open,
  onBooked,
}: {
  shipment: Shipment;
  user: SigningUser;
  open: boolean;
  onBooked: (shipmentNumber: string) => void;
}) {
  const { message } = App.useApp();
  const payment = usePaymentOptions(open, 'booking');
  const requirements = useTripRequirements(shipment.shipmentNumber, open);
  const [confirmed, setConfirmed] = useState<ReadonlySet<string>>(new Set());
  const [unmetShown, setUnmetShown] = useState(false);
  const book = useBookShipment();

  const rate = shipment.bookItNowRate;
  if (!rate) {
    return (
      <Alert
        type="info"
        showIcon
        title="This load has no Book It Now rate. Make an offer on the NEW OFFER tab."
      />
    );
  }
  const { option } = payment;
  const needed = bookingRequirements(requirements.data ?? []);
  const unmet = unmetBookingRequirements(requirements.data ?? [], confirmed);

  const submit = () => {
    if (option === undefined) return;
    if (unmet.length > 0) {
      setUnmetShown(true);
      return;
    }
    book.mutate(
      {
        body: {
          bookingApplication: 'Trucks',
          carrierId: user.companyId,
          shipmentId: shipment.id,
          paymentOption: option,
          // 'The booking offer from the book-now drawer is always All In, Flat' (000 §5).
          carrierRate: {
            rate: rate.calculatedRate,
            rateType: RateType.AllIn,
            chargeRateType: ChargeRateType.Flat,
          },
          hash: shipment.hash,
        },
      },
      {
        onSuccess: (result) => {
          const failure = bookingFailureMessage(result);
          if (failure !== undefined) {
            void message.error(failure);
            return;
          }
          void message.success(BOOKED);
          onBooked(result.shipmentNumber ?? shipment.shipmentNumber);
        },
        onError: (error) => void message.error(formatErrorMessage(error.body, BOOK_OR_OFFER_ERROR_MESSAGE)),
      },
    );
  };

  return (
    <Flex vertical gap={16}>
      <div>
        <Typography.Text type="secondary">Book It Now rate (All In, Flat)</Typography.Text>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {formatCurrency(rate.calculatedRate)}
        </Typography.Title>
      </div>

      <PaymentOptionChoice {...payment.choice} />

      {requirements.isError ? <Alert type="error" showIcon title={REQUIREMENTS_FAILED} /> : null}
      {needed.length > 0 ? (
        <section aria-label="Trip requirements">
          <Alert type="warning" showIcon title={REQUIREMENTS_WARNING} style={{ marginBottom: 8 }} />
          <Flex vertical gap={4}>
            {needed.map((requirement) => (
              <Checkbox
                key={requirement.value}
                checked={requirement.isCompleted || confirmed.has(requirement.value)}
                disabled={requirement.isCompleted}
                onChange={(event) =>
                  setConfirmed((current) => {
                    const next = new Set(current);
                    if (event.target.checked) next.add(requirement.value);
                    else next.delete(requirement.value);
                    return next;
                  })
                }
              >
                {requirement.description}
              </Checkbox>
            ))}
          </Flex>
        </section>
      ) : null}

      <Button
        type="primary"
        size="large"
        loading={book.isPending}
        disabled={option === undefined || requirements.isPending}
        onClick={submit}
      >
        Confirm Booking
      </Button>

      <Modal
        open={unmetShown}
        title={REQUIREMENTS_NOT_MET}
        onCancel={() => setUnmetShown(false)}
        footer={
          <Button type="primary" onClick={() => setUnmetShown(false)}>
            Go Back
          </Button>
        }
      >
        <Typography.Paragraph>{REQUIREMENTS_NOT_MET_TEXT}</Typography.Paragraph>
        <ul>
          {unmet.map((requirement) => (
            <li key={requirement.value}>{requirement.description}</li>
          ))}
        </ul>
      </Modal>
    </Flex>
  );
}
