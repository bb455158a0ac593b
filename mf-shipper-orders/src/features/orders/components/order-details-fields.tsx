// The order form's Order Details section: order type, modes, equipment, terms, value, reefer settings,
// flags, hazmat contact and special instructions.
import { Card, Checkbox, Col, Flex, Form, Input, Radio, Row, Select } from 'antd';
import { EQUIPMENT_MODE_LABEL, REEFER_MODE_LABEL } from '@trucks/shared-contracts/domain/equipment-mode';
import { EQUIPMENT_TYPE_LABEL } from '@trucks/shared-contracts/domain/equipment-type';
import { FREIGHT_TERM_TYPE_LABEL, ORDER_TYPE_LABEL } from '@trucks/shared-contracts/domain/order-type';
import { SHIPPING_MODE_LABEL } from '@trucks/shared-contracts/domain/shipping-mode';
import { freightValueProblem, MEASURES } from '@trucks/shared-contracts/rules/order-plausibility';
import { AmountInput, amountOf, amountRule } from '@trucks/shared-ui/amount-field';
import type { AmountValue } from '@trucks/shared-ui/amount-field';
import { TypedNumberInput, typedNumberRule } from '@trucks/shared-ui/typed-number-input';
import { half, numberOptions, quarter, textOptions } from '../lib/order-form-options';

/** An amount the field can read, but more than any freight is worth ('Freight Value 99999999999999999'). */
const freightValueRule = {
  validator: async (_: unknown, value: AmountValue) => {
    const problem = freightValueProblem(amountOf(value));
    if (problem) throw new Error(problem);
  },
};

// A Form.Item's <label for> cannot name a Radio.Group (a div): each button group here and in a stop
// card is named for screen readers by an aria-label with the same words as its visible label.
export function OrderDetailsFields({ reefer }: { reefer: boolean }) {
  return (
    <Card
      size="small"
      title={<h3 style={{ margin: 0, fontSize: 'inherit' }}>Order Details</h3>}
      style={{ marginBottom: 16 }}
    >
      <Form.Item name="orderType" label="Order Type">
        <Radio.Group aria-label="Order Type" optionType="button" options={textOptions(ORDER_TYPE_LABEL)} />
      </Form.Item>
      <Form.Item name="equipmentMode" label="Equipment Mode">
        <Radio.Group
          aria-label="Equipment Mode"
          optionType="button"
          options={numberOptions(EQUIPMENT_MODE_LABEL)}
        />
      </Form.Item>
      <Form.Item name="shippingMode" label="Shipping Mode">
        <Radio.Group
          aria-label="Shipping Mode"
          optionType="button"
          options={numberOptions(SHIPPING_MODE_LABEL)}
        />
      </Form.Item>
      <Row gutter={12}>
        <Col {...half}>
          <Form.Item name="equipmentTypes" label="Equipment Types">
            <Select mode="multiple" allowClear options={numberOptions(EQUIPMENT_TYPE_LABEL)} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="freightTermType" label="Freight Terms">
            <Select allowClear options={textOptions(FREIGHT_TERM_TYPE_LABEL)} />
          </Form.Item>
        </Col>
        <Col {...quarter}>
          <Form.Item name="freightValue" label="Freight Value" rules={[amountRule, freightValueRule]}>
            <AmountInput />
          </Form.Item>
        </Col>
        <Col {...quarter}>
          <Form.Item name="markup" label="Markup (%)" rules={[typedNumberRule(MEASURES.markup)]}>
            <TypedNumberInput />
          </Form.Item>
        </Col>
        {reefer ? (
          <>
            <Col {...quarter}>
              <Form.Item name="reeferMode" label="Reefer Mode">
                <Select allowClear options={textOptions(REEFER_MODE_LABEL)} />
              </Form.Item>
            </Col>
            <Col {...quarter}>
              <Form.Item
                name="reeferTemperature"
                label="Reefer Temperature (°F)"
                rules={[typedNumberRule(MEASURES.reeferTemperature)]}
              >
                <TypedNumberInput />
              </Form.Item>
            </Col>
          </>
        ) : null}
      </Row>
      <Flex gap={16} wrap>
        <Form.Item name="isJustInTime" valuePropName="checked" style={{ marginBottom: 8 }}>
          <Checkbox>Just in Time</Checkbox>
        </Form.Item>
        <Form.Item name="isTeamRequired" valuePropName="checked" style={{ marginBottom: 8 }}>
          <Checkbox>Team Required</Checkbox>
        </Form.Item>
        <Form.Item name="isBlind" valuePropName="checked" style={{ marginBottom: 8 }}>
          <Checkbox>Blind Shipment</Checkbox>
        </Form.Item>
      </Flex>
      <Row gutter={12}>
        <Col {...half}>
          <Form.Item name="hazmatEmergencyContactInfo" label="Hazmat Emergency Contact">
            <Input maxLength={200} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="chemtracAccountNumber" label="CHEMTREC Account Number">
            <Input maxLength={40} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="specialInstructions" label="Special Instructions">
        <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
    </Card>
  );
}
