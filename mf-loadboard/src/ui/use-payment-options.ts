// The payment option of a drawer (spec 000 §4, §5, §9): the carrier's payment configuration read while
// the drawer is open, the options the context allows ('Tender acceptance excludes Book It Now'), the
// default preselected and changeable after Edit. The book-now and tender drawers both choose with it
// and render the choice with PaymentOptionChoice.
import { useEffect, useState } from 'react';
import { App } from 'antd';
import type { PaymentOption } from '@trucks/shared-contracts/domain/payment-option';
import { formatErrorMessage } from '@trucks/shared-contracts/rules/error-message';
import {
  availablePaymentOptions,
  defaultPaymentOption,
} from '@trucks/shared-contracts/rules/payment-options';
import type { PaymentOptionContext } from '@trucks/shared-contracts/rules/payment-options';
import { usePaymentConfiguration } from '../api/payment-configuration';
import type { PaymentOptionChoiceProps } from './payment-option-choice';

export interface PaymentOptions {
  /** The option chosen, or the default; undefined until the configuration is read. */
  option: PaymentOption | undefined;
  /** PaymentOptionChoice's props. */
  choice: PaymentOptionChoiceProps;
}

export function usePaymentOptions(open: boolean, context: PaymentOptionContext): PaymentOptions {
  const { message } = App.useApp();
  const config = usePaymentConfiguration(open);
  const [chosen, setChosen] = useState<PaymentOption | undefined>(undefined);
  const [editing, setEditing] = useState(false);

  // 'Payment configuration fetch failure: the server's detail is shown as an error toast' (000 §8).
  const configError = config.error;
  useEffect(() => {
    if (configError) void message.error(formatErrorMessage(configError.body, configError.message));
  }, [configError, message]);

  const options = config.data ? availablePaymentOptions(config.data, context) : [];
  const option = chosen ?? (config.data ? defaultPaymentOption(config.data, context) : undefined);
  return {
    option,
    choice: {
      config,
      options,
      value: option,
      editing,
      onEdit: () => setEditing(true),
      onChange: setChosen,
    },
  };
}
