// The consolidation page's search: the base order and the four limits (spec 001 §9 defaults), which
// 'Find Orders' puts in the address. Each limit keeps what was typed and says at the field what it
// cannot take (issue 41 item 4); an empty limit searches with its default.
import { Button, Flex, Form, Input } from 'antd';
import { CONSOLIDATION_DEFAULTS } from '@trucks/shared-contracts/rules/consolidation-defaults';
import { measureOf } from '@trucks/shared-contracts/rules/typed-number';
import type { TypedNumber } from '@trucks/shared-contracts/rules/typed-number';
import { CONSOLIDATION_LIMITS } from '@trucks/shared-contracts/rules/order-plausibility';
import { TypedNumberInput, typedNumberRule } from '@trucks/shared-ui/typed-number-input';
import type { ConsolidationLimits } from '../api/consolidation';

export type ConsolidationSearch = { order: string } & ConsolidationLimits;
type LimitName = keyof ConsolidationLimits;
type SearchValues = { order: string } & Record<LimitName, TypedNumber>;

const LIMIT_FIELDS: readonly { name: LimitName; label: string; width: number; whole?: boolean }[] = [
  { name: 'maxWeight', label: 'Max Weight (lbs)', width: 130 },
  { name: 'maxUnits', label: 'Max Units', width: 100, whole: true },
  { name: 'distanceMiles', label: 'Distance (miles)', width: 110 },
  { name: 'dateWindowDays', label: 'Date Window (± days)', width: 110, whole: true },
];

const limitOf = (values: SearchValues, name: LimitName) =>
  measureOf(values[name], CONSOLIDATION_LIMITS[name]) ?? CONSOLIDATION_DEFAULTS[name];

export function ConsolidationSearchForm({
  initialValues,
  onSearch,
}: {
  initialValues: ConsolidationSearch;
  onSearch: (values: ConsolidationSearch) => void;
}) {
  const [form] = Form.useForm<SearchValues>();
  const search = (values: SearchValues) =>
    onSearch({
      order: values.order,
      maxWeight: limitOf(values, 'maxWeight'),
      maxUnits: limitOf(values, 'maxUnits'),
      distanceMiles: limitOf(values, 'distanceMiles'),
      dateWindowDays: limitOf(values, 'dateWindowDays'),
    });
  return (
    <Form form={form} layout="vertical" initialValues={initialValues} onFinish={search}>
      <Flex gap={12} wrap align="start">
        <Form.Item
          name="order"
          label="Order #"
          rules={[{ required: true, whitespace: true, message: 'Enter the order to consolidate.' }]}
        >
          <Input style={{ width: 140 }} />
        </Form.Item>
        {LIMIT_FIELDS.map(({ name, label, width, whole }) => (
          <Form.Item
            key={name}
            name={name}
            label={label}
            rules={[typedNumberRule(CONSOLIDATION_LIMITS[name])]}
            style={{ maxWidth: Math.max(width, 160) }}
          >
            <TypedNumberInput whole={whole} style={{ width }} />
          </Form.Item>
        ))}
        <Form.Item label=" ">
          <Button htmlType="submit">Find Orders</Button>
        </Form.Item>
      </Flex>
    </Form>
  );
}
