// The payment options of a drawer (spec 000 §4, §5, §9): each with its fee and terms, the default
// preselected, changeable only after Edit. The book-now drawer and the tender drawer both show it.
import { Alert, Button, Flex, Radio, Space, Typography } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ApiError } from '@trucks/shared-contracts/api/client';
import type { CarrierPaymentConfiguration } from '@trucks/shared-contracts/domain/carrier-payment-configuration';
import { PAYMENT_OPTION_LABEL } from '@trucks/shared-contracts/domain/payment-option';
import type { PaymentOption } from '@trucks/shared-contracts/domain/payment-option';
import {
  paymentOptionFeePercent,
  paymentOptionTermsDays,
} from '@trucks/shared-contracts/rules/payment-fee-and-terms';

const PAYMENT_CONFIG_FAILED = 'Unable to fetch carrier payment configurations.';

export interface PaymentOptionChoiceProps {
  config: UseQueryResult<CarrierPaymentConfiguration, ApiError>;
  options: readonly PaymentOption[];
  value: PaymentOption | undefined;
  editing: boolean;
  onEdit: () => void;
  onChange: (option: PaymentOption) => void;
}

export function PaymentOptionChoice({
  config,
  options,
  value,
  editing,
  onEdit,
  onChange,
}: PaymentOptionChoiceProps) {
  return (
    <section aria-label="Payment options">
      <Flex justify="space-between" align="center">
        <Typography.Text strong>Payment option</Typography.Text>
        {config.data && !editing ? <Button onClick={onEdit}>Edit</Button> : null}
      </Flex>
      {config.isPending ? (
        <Typography.Text type="secondary">Loading payment options…</Typography.Text>
      ) : !config.data ? (
        <Alert type="error" showIcon title={PAYMENT_CONFIG_FAILED} />
      ) : (
        <Radio.Group
          aria-label="Payment option"
          value={value}
          disabled={!editing}
          onChange={(event) => onChange(event.target.value as PaymentOption)}
        >
          <Space orientation="vertical">
            {options.map((option) => (
              <Radio key={option} value={option}>
                {PAYMENT_OPTION_LABEL[option]}{' '}
                <Typography.Text type="secondary">
                  ({paymentOptionFeePercent(option, config.data)}% fee,{' '}
                  {paymentOptionTermsDays(option, config.data)} days)
                </Typography.Text>
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      )}
    </section>
  );
}
