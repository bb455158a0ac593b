// A dollar amount typed into a form (issue 27): the field shows exactly what was typed, and a value it
// cannot take ('-50', 'abc', '12.345') gets a message at the field; nothing is changed, clamped or
// emptied behind the user's back (antd's InputNumber with min={0} turned '-50' into 0 on blur, a
// filter turned '-250' into ''). One rule for every amount of the suite: amountError and amountOf.
import { Input } from 'antd';
import type { InputProps } from 'antd';

export const AMOUNT_MESSAGE = 'Enter an amount of 0 or more';
export const AMOUNT_DECIMALS_MESSAGE = 'Use at most 2 decimals.';

/** A field's value as the form holds it: the text typed, or a number read from the API. */
export type AmountValue = string | number | null | undefined;

function amountText(value: AmountValue): string {
  if (value === null || value === undefined) return '';
  return String(value).trim();
}

/** What is wrong with a typed amount, or undefined for an amount (or nothing) the field can take. */
export function amountError(value: AmountValue): string | undefined {
  const text = amountText(value);
  if (text === '') return undefined;
  if (!/^(\d+\.?\d*|\.\d+)$/.test(text)) return AMOUNT_MESSAGE;
  if (/\.\d{3,}$/.test(text)) return AMOUNT_DECIMALS_MESSAGE;
  return undefined;
}

/** The amount to send: a number, or null when the field is empty or cannot be read (see amountError). */
export function amountOf(value: AmountValue): number | null {
  const text = amountText(value);
  if (text === '' || amountError(text) !== undefined) return null;
  return Number(text);
}

/** An antd Form.Item rule with amountError's message. */
export const amountRule = {
  validator: async (_: unknown, value: AmountValue) => {
    const error = amountError(value);
    if (error) throw new Error(error);
  },
};

export interface AmountInputProps extends Omit<InputProps, 'value' | 'onChange' | 'prefix' | 'inputMode'> {
  value?: AmountValue;
  onChange?: (text: string) => void;
}

/** A '$' text input for a dollar amount: keeps every character typed; pair it with amountRule. */
export function AmountInput({ value, onChange, ...props }: AmountInputProps) {
  return (
    <Input
      {...props}
      prefix="$"
      inputMode="decimal"
      autoComplete="off"
      value={value === null || value === undefined ? '' : String(value)}
      onChange={(event) => onChange?.(event.target.value)}
    />
  );
}
