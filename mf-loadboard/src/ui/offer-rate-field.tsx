// The rate a carrier offers, in the NEW OFFER tab and the rate-request drawer (spec 000 §5: 'Offer rate
// input accepts only numeric text (other keystrokes are ignored) and is displayed with a $ prefix').
// An ignored keystroke or paste is never silent (issue 27: 'abc-12e' became '12' without a word): the
// field says at once what it did not take and why, and the message stays until the field is emptied
// or the offer is sent, so what the field holds is always explained. The value is the text typed,
// dollars and cents; nothing is clamped, rounded or emptied. A rate over the limit of one load's offer
// is kept as typed and refused at the field when the offer is sent (issue 41).
import { Form, Input } from 'antd';
import type { InputProps } from 'antd';
import { offerRateLimitProblem } from '@trucks/shared-contracts/rules/offer-rate-limit';
import { AMOUNT_DECIMALS_MESSAGE, AMOUNT_MESSAGE } from '@trucks/shared-ui/amount-field';

/** What a rate the field cannot take gets when it is not a number at all. */
const NOT_A_NUMBER_MESSAGE = 'Enter the rate in numbers only, like 1850.00';

const RATE_TEXT = /^\d*\.?\d{0,2}$/;

/**
 * The field's answer to a change: the text it keeps (the new one when it is a rate in dollars and
 * cents, else the one it had) and, for a change it did not take, the message that says why.
 */
function offerRateChange(previous: string, next: string): { value: string; notice?: string } {
  if (RATE_TEXT.test(next)) return { value: next };
  if (/\d/.test(next) && RATE_TEXT.test(next.replaceAll('-', '')))
    return { value: previous, notice: AMOUNT_MESSAGE };
  if (/^\d*\.\d{3,}$/.test(next)) return { value: previous, notice: AMOUNT_DECIMALS_MESSAGE };
  if (next === '-') return { value: previous, notice: AMOUNT_MESSAGE };
  return { value: previous, notice: NOT_A_NUMBER_MESSAGE };
}

interface RateInputProps extends Omit<InputProps, 'value' | 'onChange'> {
  value?: string;
  onChange?: (value: string) => void;
  onRefused: (notice: string | undefined) => void;
}

/** Form.Item hands the input its id and, with a message, aria-describedby and aria-invalid. */
function RateInput({ value = '', onChange, onRefused, ...props }: RateInputProps) {
  return (
    <Input
      {...props}
      prefix="$"
      inputMode="decimal"
      autoComplete="off"
      placeholder="0.00"
      value={value}
      onChange={(event) => {
        const { value: kept, notice } = offerRateChange(value, event.target.value);
        if (notice) onRefused(notice);
        else if (kept === '') onRefused(undefined);
        if (kept !== value) onChange?.(kept);
      }}
    />
  );
}

/**
 * The rate's Form.Item. `notice` and `onNotice` belong to the form, which clears the message when the
 * offer is sent (`onNotice(undefined)`).
 */
export function OfferRateField({
  name,
  label,
  notice,
  onNotice,
}: {
  name: string[];
  label: string;
  notice: string | undefined;
  onNotice: (notice: string | undefined) => void;
}) {
  return (
    <Form.Item
      name={name}
      label={label}
      // As the suite shows a field's message (red, 5.6:1): antd's warning gold fails contrast.
      validateStatus={notice ? 'error' : undefined}
      help={notice}
      rules={[
        {
          validator: (_, rate?: string) => {
            const problem = offerRateLimitProblem(rate);
            return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
          },
        },
      ]}
    >
      <RateInput onRefused={onNotice} />
    </Form.Item>
  );
}
