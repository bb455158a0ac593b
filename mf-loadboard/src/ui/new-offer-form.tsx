// The NEW OFFER form of the book-now and tender drawers: the carrier's rate, All In, Flat, sent as a
// rate request response (spec 000 §3, §5, §7); 'New offer submitted.' (000 §8). While its drawer is
// open with a rate typed and not sent, leaving the page asks first and a reload gets the browser's
// prompt (issue 27, shared-ui's useFormChanges); closing the drawer is the user's own choice.
import { useEffect, useState } from 'react';
import { Button, Form } from 'antd';
import type { Shipment } from '@trucks/shared-contracts/domain/shipment';
import { ChargeRateType, RateType } from '@trucks/shared-contracts/domain/rate-type';
import { CarrierResponseType } from '@trucks/shared-contracts/domain/tender-response-status';
import { BOOK_OR_OFFER_ERROR_MESSAGE } from '@trucks/shared-contracts/rules/error-message';
import { useFormSaveFeedback } from '@trucks/shared-ui/form';
import { useFormChanges } from '@trucks/shared-ui/unsaved-changes';
import { useRespondToRateRequest } from '../api/rate-request-response';
import type { SigningUser } from '../lib/signed-in-user';
import { OfferRateField } from './offer-rate-field';

const OFFER_SUBMITTED = 'New offer submitted.';

const RATE_FIELD = ['response', 'carrierRate', 'rate'];

interface OfferValues {
  response: { carrierRate: { rate: string } };
}

export function NewOfferTabBody({
  shipment,
  user,
  open,
  onSubmitted,
}: {
  shipment: Shipment;
  user: SigningUser;
  open: boolean;
  onSubmitted: () => void;
}) {
  const [form] = Form.useForm<OfferValues>();
  const feedback = useFormSaveFeedback(form);
  const offer = useRespondToRateRequest();
  const changes = useFormChanges(open);
  const [submitted, setSubmitted] = useState(false);
  const [rateNotice, setRateNotice] = useState<string | undefined>();
  const typed = Form.useWatch(RATE_FIELD, form) as string | undefined;
  useEffect(() => {
    if (open) setSubmitted(false);
  }, [open]);

  const onFinish = (values: OfferValues) =>
    offer.mutate(
      {
        body: {
          response: {
            carrierId: user.companyId,
            carrierRate: {
              rate: Number(values.response.carrierRate.rate),
              rateType: RateType.AllIn,
              chargeRateType: ChargeRateType.Flat,
            },
            respondingContactId: user.id,
            shipmentId: shipment.id,
            response: CarrierResponseType.Offer,
          },
        },
      },
      {
        onSuccess: () => {
          changes.saved();
          setSubmitted(true);
          setRateNotice(undefined);
          feedback.saved(OFFER_SUBMITTED);
          form.resetFields();
          onSubmitted();
        },
        onError: (error) => feedback.failed(error, BOOK_OR_OFFER_ERROR_MESSAGE),
      },
    );

  return (
    <Form<OfferValues>
      form={form}
      layout="vertical"
      onFinish={onFinish}
      onValuesChange={changes.onValuesChange}
    >
      <OfferRateField
        name={RATE_FIELD}
        label="Your rate (All In, Flat)"
        notice={rateNotice}
        onNotice={setRateNotice}
      />
      <Button
        type="primary"
        htmlType="submit"
        loading={offer.isPending}
        disabled={!typed || offer.isPending || submitted}
      >
        Submit Offer
      </Button>
    </Form>
  );
}
