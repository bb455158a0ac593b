// One line item of the order form: the stops it travels between, what it is, its counts, measures and
// hazmat facts.
import { Button, Card, Col, Form, Input, Row, Select } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { OrderStopType } from '@trucks/shared-contracts/domain/order-type';
import { MEASURES } from '@trucks/shared-contracts/rules/order-plausibility';
import { TypedNumberInput, typedNumberRule } from '@trucks/shared-ui/typed-number-input';
import { FREIGHT_CLASS_OPTIONS, HAZMAT_GROUPS, PACKAGING, half, quarter } from '../lib/order-form-options';

const PACKAGE_COUNT = [typedNumberRule(MEASURES.packageCount)];
const PALLET_COUNT = [typedNumberRule(MEASURES.palletCount)];
const DIMENSION = [typedNumberRule(MEASURES.dimension)];
const WEIGHT = [typedNumberRule(MEASURES.weight)];

export function LineItemCard({
  name,
  stopTypes,
  onRemove,
  count,
}: {
  name: number;
  stopTypes: readonly (OrderStopType | '')[];
  onRemove: () => void;
  count: number;
}) {
  const stopOptions = (type: OrderStopType) =>
    stopTypes.flatMap((stopType, index) =>
      stopType === type ? [{ value: index + 1, label: `Stop ${index + 1} (${type})` }] : [],
    );
  const n = (field: string) => [name, field];
  return (
    <section aria-label={`Line item ${name + 1}`}>
      <Card
        size="small"
        title={`Line item ${name + 1}`}
        style={{ marginBottom: 12 }}
        extra={
          <Button
            icon={<DeleteOutlined />}
            aria-label={`Remove line item ${name + 1}`}
            disabled={count <= 1}
            onClick={onRemove}
          />
        }
      >
        <Form.Item name={n('id')} hidden>
          <Input />
        </Form.Item>
        <Row gutter={12}>
          <Col {...half}>
            <Form.Item
              name={n('pickupStop')}
              label="Pickup Stop"
              rules={[{ required: true, message: 'Pick the stop it is picked up at.' }]}
            >
              <Select options={stopOptions(OrderStopType.Pickup)} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item
              name={n('deliveryStop')}
              label="Delivery Stop"
              rules={[{ required: true, message: 'Pick the stop it is delivered to.' }]}
            >
              <Select options={stopOptions(OrderStopType.Delivery)} />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item
              name={n('description')}
              label="Description"
              rules={[{ required: true, whitespace: true, message: 'Describe the freight.' }]}
            >
              <Input maxLength={200} />
            </Form.Item>
          </Col>
          <Col {...quarter}>
            <Form.Item name={n('freightClass')} label="Class">
              <Select allowClear options={FREIGHT_CLASS_OPTIONS} />
            </Form.Item>
          </Col>
          <Col {...quarter}>
            <Form.Item name={n('packagingUnitType')} label="Packaging">
              <Select allowClear options={PACKAGING} />
            </Form.Item>
          </Col>
          <Col {...quarter}>
            <Form.Item name={n('packageCount')} label="Packages" rules={PACKAGE_COUNT}>
              <TypedNumberInput whole />
            </Form.Item>
          </Col>
          <Col {...quarter}>
            <Form.Item name={n('palletCount')} label="Pallets" rules={PALLET_COUNT}>
              <TypedNumberInput whole />
            </Form.Item>
          </Col>
          <Col {...quarter}>
            <Form.Item name={n('packageLength')} label="Length (in)" rules={DIMENSION}>
              <TypedNumberInput />
            </Form.Item>
          </Col>
          <Col {...quarter}>
            <Form.Item name={n('packageWidth')} label="Width (in)" rules={DIMENSION}>
              <TypedNumberInput />
            </Form.Item>
          </Col>
          <Col {...quarter}>
            <Form.Item name={n('packageHeight')} label="Height (in)" rules={DIMENSION}>
              <TypedNumberInput />
            </Form.Item>
          </Col>
          <Col {...quarter}>
            <Form.Item name={n('totalWeight')} label="Total Weight (lbs)" rules={WEIGHT}>
              <TypedNumberInput />
            </Form.Item>
          </Col>
          <Col {...quarter}>
            <Form.Item name={n('perPackageWeight')} label="Weight per Package (lbs)" rules={WEIGHT}>
              <TypedNumberInput />
            </Form.Item>
          </Col>
          <Col {...quarter}>
            <Form.Item name={[name, 'hazmat', 'packingGroup']} label="Hazmat Packing Group">
              <Select allowClear options={HAZMAT_GROUPS} />
            </Form.Item>
          </Col>
          <Col {...quarter}>
            <Form.Item name={[name, 'hazmat', 'hazardClass']} label="Hazmat Class">
              <Input maxLength={10} />
            </Form.Item>
          </Col>
          <Col {...quarter}>
            <Form.Item name={[name, 'hazmat', 'unNumber']} label="UN Number">
              <Input maxLength={10} />
            </Form.Item>
          </Col>
        </Row>
      </Card>
    </section>
  );
}
