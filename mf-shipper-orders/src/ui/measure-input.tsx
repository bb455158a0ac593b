// A count or a measure typed into a form: the field keeps exactly what was typed ('abc', '2.5', '-5'),
// and order-plausibility's rule says at the field what it cannot take; nothing is rounded, clamped or
// erased behind the user's back (antd's InputNumber dropped 'abc' and made 2.5 packages into 3).
import { Input } from 'antd';
import type { InputProps } from 'antd';
import { measureProblem } from '@trucks/shared-contracts/rules/order-plausibility';
import type { MeasureRule, TypedNumber } from '@trucks/shared-contracts/rules/order-plausibility';

export interface MeasureInputProps extends Omit<InputProps, 'value' | 'onChange' | 'inputMode'> {
  value?: TypedNumber;
  onChange?: (text: string) => void;
  /** Counts get the phone's digits keypad; measures its decimal one. */
  whole?: boolean;
}

export function MeasureInput({ value, onChange, whole, ...props }: MeasureInputProps) {
  return (
    <Input
      {...props}
      inputMode={whole ? 'numeric' : 'decimal'}
      autoComplete="off"
      value={value === null || value === undefined ? '' : String(value)}
      onChange={(event) => onChange?.(event.target.value)}
    />
  );
}

/** An antd Form.Item rule with measureProblem's message for this measure. */
export const measureRule = (rule: MeasureRule) => ({
  validator: async (_: unknown, value: TypedNumber) => {
    const problem = measureProblem(value, rule);
    if (problem) throw new Error(problem);
  },
});
