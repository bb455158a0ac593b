// A number typed into a form or a filter (issue 41 item 4): the field keeps exactly what was typed
// ('abc', '2.5', '5000'), and the rule from shared-contracts (measureProblem) says at the field what it
// cannot take; nothing is rounded, clamped or erased behind the user's back (antd's InputNumber made
// 2.5 into 3 with precision 0, 5000 into its max, and dropped 'abc'). measureOf gives the number to send.
import { Input } from 'antd';
import type { InputProps } from 'antd';
import { measureProblem } from '@trucks/shared-contracts/rules/typed-number';
import type { MeasureRule, TypedNumber } from '@trucks/shared-contracts/rules/typed-number';

export interface TypedNumberInputProps extends Omit<InputProps, 'value' | 'onChange' | 'inputMode'> {
  value?: TypedNumber;
  onChange?: (text: string) => void;
  /** Counts get the phone's digits keypad; measures its decimal one. */
  whole?: boolean;
}

export function TypedNumberInput({ value, onChange, whole, ...props }: TypedNumberInputProps) {
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

/** An antd Form.Item rule with measureProblem's message for this rule. */
export const typedNumberRule = (rule: MeasureRule) => ({
  validator: async (_: unknown, value: TypedNumber) => {
    const problem = measureProblem(value, rule);
    if (problem) throw new Error(problem);
  },
});
