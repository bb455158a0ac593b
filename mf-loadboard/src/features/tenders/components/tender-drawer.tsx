// The tender drawer (spec 000 §2: 496px, tabs ACCEPT and NEW OFFER; the full width on a phone).
// ACCEPT takes the tendered rate with a payment option ('Tender acceptance excludes Book It Now',
// 000 §5) and sends the tender status update (000 §7); NEW OFFER answers with another rate, as the
// load detail's offer does.
import { App, Button, Flex, Typography } from 'antd';
import { TenderStatusUpdateCommandSchema } from '@trucks/shared-contracts/api/catalogue/loadboard';
import type { TenderStatusUpdateCommand } from '@trucks/shared-contracts/api/catalogue/loadboard';
import { CHARGE_RATE_TYPE_LABEL, RATE_TYPE_LABEL } from '@trucks/shared-contracts/domain/rate-type';
import type { Shipment } from '@trucks/shared-contracts/domain/shipment';
import type { Tender } from '@trucks/shared-contracts/domain/tender';
import { CarrierResponseType } from '@trucks/shared-contracts/domain/tender-response-status';
import { formatCurrency } from '@trucks/shared-contracts/format/currency';
import {
  errorMessagesOf,
  tenderAcceptanceFailureMessage,
} from '@trucks/shared-contracts/rules/error-message';
import { fieldErrorsOf } from '@trucks/shared-contracts/rules/field-errors';
import type { SigningUser } from '../../../lib/signed-in-user';
import { TabbedAnswerDrawer } from '../../../ui/answer-drawer';
import { NewOfferTabBody } from '../../../ui/new-offer-form';
import { PaymentOptionChoice } from '../../../ui/payment-option-choice';
import { usePaymentOptions } from '../../../ui/use-payment-options';
import { useAcceptTender } from '../api/tenders';

export type TenderTab = 'accept' | 'offer';

const ACCEPTED = 'Successfully accepted Tender.';

interface TenderDrawerProps {
  tender: Tender;
  shipment: Shipment;
  user: SigningUser;
  /** The open tab, or null while closed. */
  tab: TenderTab | null;
  onTabChange: (tab: TenderTab) => void;
  onClose: () => void;
}

export function TenderDrawer({ tender, shipment, user, tab, onTabChange, onClose }: TenderDrawerProps) {
  const open = tab !== null;
  return (
    <TabbedAnswerDrawer<'accept'>
      title={`Tender for shipment #${tender.shipmentNumber}`}
      tab={tab}
      onTabChange={onTabChange}
      onClose={onClose}
      answer={{
        key: 'accept',
        label: 'ACCEPT',
        children: <AcceptTabBody tender={tender} user={user} open={open} onAccepted={onClose} />,
      }}
      offer={<NewOfferTabBody shipment={shipment} user={user} open={open} onSubmitted={onClose} />}
    />
  );
}

function AcceptTabBody({
  tender,
  user,
  open,
  onAccepted,
}: {
  tender: Tender;
  user: Pick<SigningUser, 'companyId'>;
  open: boolean;
  onAccepted: () => void;
}) {
  const { message } = App.useApp();
  const payment = usePaymentOptions(open, 'tenderAcceptance');
  const accept = useAcceptTender();
  const { option } = payment;

  const submit = () => {
    if (option === undefined) return;
    const command: TenderStatusUpdateCommand = {
      carrierId: user.companyId,
      carrierRate: tender.rate,
      response: CarrierResponseType.Accept,
      shipmentId: tender.shipmentId,
      tenderId: tender.id,
      paymentOption: option,
      bookingApplication: 'Trucks',
    };
    // The catalogue's schema checks the money and refuses Book It Now before anything is sent.
    const problems = Object.values(
      fieldErrorsOf(TenderStatusUpdateCommandSchema.safeParse(command).error),
    ).flat();
    if (problems.length > 0) {
      void message.error(problems.join(' - '));
      return;
    }
    accept.mutate(
      { params: { tenderId: tender.id }, body: command },
      {
        onSuccess: (result) => {
          if (!result.succeeded) {
            // 'Tender acceptance failure: error messages joined with ' - '' (000 §8).
            void message.error(tenderAcceptanceFailureMessage(result.errors));
            return;
          }
          void message.success(ACCEPTED);
          onAccepted();
        },
        onError: (error) =>
          void message.error(
            tenderAcceptanceFailureMessage(errorMessagesOf(error.body).map((text) => ({ message: text }))),
          ),
      },
    );
  };

  return (
    <Flex vertical gap={16}>
      <div>
        <Typography.Text type="secondary">
          Tendered rate ({RATE_TYPE_LABEL[tender.rate.rateType]},{' '}
          {CHARGE_RATE_TYPE_LABEL[tender.rate.chargeRateType]})
        </Typography.Text>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {formatCurrency(tender.rate.rate)}
        </Typography.Title>
      </div>
      <PaymentOptionChoice {...payment.choice} />
      <Button
        type="primary"
        size="large"
        loading={accept.isPending}
        disabled={option === undefined}
        onClick={submit}
      >
        Accept Tender
      </Button>
    </Flex>
  );
}
