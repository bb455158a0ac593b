// The consolidation page's search: the base order and the four limits (spec 001 §9 defaults), which
// 'Find Orders' puts in the address.
import { Button, Flex, Form, Input, InputNumber } from 'antd';
import type { ConsolidationLimits } from '../api/consolidation';

export type ConsolidationSearch = { order: string } & ConsolidationLimits;

export function ConsolidationSearchForm({
  initialValues,
  onSearch,
}: {
  initialValues: ConsolidationSearch;
  onSearch: (values: ConsolidationSearch) => void;
}) {
  const [form] = Form.useForm<ConsolidationSearch>();
  return (
    <Form form={form} layout="vertical" initialValues={initialValues} onFinish={onSearch}>
      <Flex gap={12} wrap align="end">
        <Form.Item
          name="order"
          label="Order #"
          rules={[{ required: true, whitespace: true, message: 'Enter the order to consolidate.' }]}
        >
          <Input style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="maxWeight" label="Max Weight (lbs)">
          <InputNumber min={1} style={{ width: 130 }} />
        </Form.Item>
        <Form.Item name="maxUnits" label="Max Units">
          <InputNumber min={1} style={{ width: 100 }} />
        </Form.Item>
        <Form.Item name="distanceMiles" label="Distance (miles)">
          <InputNumber min={1} style={{ width: 110 }} />
        </Form.Item>
        <Form.Item name="dateWindowDays" label="Date Window (± days)">
          <InputNumber min={0} style={{ width: 110 }} />
        </Form.Item>
        <Form.Item>
          <Button htmlType="submit">Find Orders</Button>
        </Form.Item>
      </Flex>
    </Form>
  );
}
