// The rate-request response drawer (spec 000 §3 'Rate request response', §4, §5, §9): rate (numeric
// only, $ prefix), rate type (All In, Rate + Fuel) and charge method (Flat, Per Mile). All In forces
// Flat and disables it. While the request is Sent both are editable and the button reads 'Send
// Offer'; otherwise 'Update Offer' and both are locked. 'Rate response submitted.' (000 §8). While
// it is open with changes not sent, leaving the page asks first and a reload gets the browser's prompt
// (issue 27, shared-ui's useFormChanges); closing the drawer is the user's own choice.
import { useEffect, useState } from 'react';
import { Button, Flex, Form, Radio } from 'antd';
import { RateRequestResponseCommandSchema } from '@trucks/shared-contracts/api/catalogue/loadboard';
import type { RateRequest } from '@trucks/shared-contracts/domain/rate-request';
import {
  CHARGE_RATE_TYPE_LABEL,
  ChargeRateType,
  RATE_TYPE_LABEL,
  RateType,
} from '@trucks/shared-contracts/domain/rate-type';
import {
  CarrierResponseType,
  TenderResponseStatus,
} from '@trucks/shared-contracts/domain/tender-response-status';
import { BOOK_OR_OFFER_ERROR_MESSAGE } from '@trucks/shared-contracts/rules/error-message';
import { fieldErrorsOf } from '@trucks/shared-contracts/rules/field-errors';
import { fieldPathOf, useFormSaveFeedback } from '@trucks/shared-ui/form';
import { optionsOf } from '@trucks/shared-ui/label-options';
import { useFormChanges } from '@trucks/shared-ui/unsaved-changes';
import { useRespondToRateRequest } from '../../../api/rate-request-response';
import type { SigningUser } from '../../../lib/signed-in-user';
import { AnswerDrawer } from '../../../ui/answer-drawer';
import { OfferRateField } from '../../../ui/offer-rate-field';

const SUBMITTED = 'Rate response submitted.';

const RATE = ['response', 'carrierRate', 'rate'];
const RATE_TYPE = ['response', 'carrierRate', 'rateType'];
const CHARGE = ['response', 'carrierRate', 'chargeRateType'];

interface ResponseValues {
  response: { carrierRate: { rate?: string; rateType?: RateType; chargeRateType?: ChargeRateType } };
}

interface RateResponseDrawerProps {
  request: RateRequest;
  user: SigningUser;
  open: boolean;
  /** The rate type the address chose (/rates/{rateType}/shipment/{n}), for a request still Sent. */
  rateType?: RateType;
  onClose: () => void;
}

export function RateResponseDrawer({ request, user, open, rateType, onClose }: RateResponseDrawerProps) {
  const [form] = Form.useForm();
  const feedback = useFormSaveFeedback(form);
  const respond = useRespondToRateRequest();
  const changes = useFormChanges(open);
  const [submitted, setSubmitted] = useState(false);
  const [rateNotice, setRateNotice] = useState<string | undefined>();
  const editable = request.status === TenderResponseStatus.Sent;
  const rate = Form.useWatch(RATE, form) as string | undefined;
  const chosenType = Form.useWatch(RATE_TYPE, form) as RateType | undefined;
  const chosenCharge = Form.useWatch(CHARGE, form) as ChargeRateType | undefined;

  useEffect(() => {
    if (!open) return;
    setSubmitted(false);
    setRateNotice(undefined);
    const current = request.carrierRate;
    const type = current?.rateType ?? (editable ? rateType : undefined);
    form.setFieldsValue({
      response: {
        carrierRate: {
          rate: current ? String(current.rate) : undefined,
          rateType: type,
          chargeRateType: type === RateType.AllIn ? ChargeRateType.Flat : current?.chargeRateType,
        },
      },
    });
  }, [open, request, editable, rateType, form]);

  const onFinish = (values: ResponseValues) => {
    const entered = values.response.carrierRate;
    const body = {
      response: {
        carrierId: user.companyId,
        carrierRate: {
          rate: Number(entered.rate),
          rateType: entered.rateType,
          // 'Choosing All In forces the method to Flat' (000 §5).
          chargeRateType: entered.rateType === RateType.AllIn ? ChargeRateType.Flat : entered.chargeRateType,
        },
        respondingContactId: user.id,
        shipmentId: request.shipmentId,
        response: CarrierResponseType.Offer,
      },
    };
    const parsed = RateRequestResponseCommandSchema.safeParse(body);
    if (!parsed.success) {
      form.setFields(
        Object.entries(fieldErrorsOf(parsed.error)).map(([field, errors]) => ({
          name: fieldPathOf(field),
          errors,
        })),
      );
      return;
    }
    respond.mutate(
      { body: parsed.data },
      {
        onSuccess: () => {
          changes.saved();
          setSubmitted(true);
          setRateNotice(undefined);
          feedback.saved(SUBMITTED);
          onClose();
        },
        onError: (error) => feedback.failed(error, BOOK_OR_OFFER_ERROR_MESSAGE),
      },
    );
  };

  const label = editable ? 'Send Offer' : 'Update Offer';
  return (
    <AnswerDrawer
      open={open}
      title={`Rate request for shipment #${request.shipmentNumber}`}
      onClose={onClose}
      maskClosable={!respond.isPending}
    >
      <Form<ResponseValues>
        form={form}
        layout="vertical"
        onFinish={onFinish}
        onValuesChange={(changed: Partial<ResponseValues>) => {
          changes.onValuesChange();
          // 'Choosing All In forces the method to Flat and disables it' (000 §5).
          if (changed.response?.carrierRate?.rateType === RateType.AllIn)
            form.setFieldValue(CHARGE, ChargeRateType.Flat);
        }}
      >
        <OfferRateField name={RATE} label="Rate" notice={rateNotice} onNotice={setRateNotice} />
        <Form.Item name={RATE_TYPE} label="Rate Type">
          <Radio.Group disabled={!editable} options={optionsOf(RATE_TYPE_LABEL)} />
        </Form.Item>
        <Form.Item name={CHARGE} label="Charge Method">
          <Radio.Group
            disabled={!editable || chosenType === RateType.AllIn}
            options={optionsOf(CHARGE_RATE_TYPE_LABEL)}
          />
        </Form.Item>
        <Flex justify="flex-end">
          <Button
            type="primary"
            htmlType="submit"
            loading={respond.isPending}
            disabled={!rate || !chosenType || !chosenCharge || respond.isPending || submitted}
          >
            {label}
          </Button>
        </Flex>
      </Form>
    </AnswerDrawer>
  );
}
