// The Add Lane drawer of /saved-lanes: origin required ('City, ST' or a state code), destination
// optional ('anywhere'), radii in miles (default 100), equipment types (none = any), notifications on
// by default; 'Lane saved.'. A radius keeps what was typed and says at the field what it cannot take
// (issue 41 item 4).
import { Form, Input, Select, Switch } from 'antd';
import type { SavedLaneInput } from '@trucks/shared-contracts/api/catalogue/loadboard';
import type { TypedNumber } from '@trucks/shared-contracts/rules/typed-number';
import { EQUIPMENT_TYPE_LABEL } from '@trucks/shared-contracts/domain/equipment-type';
import {
  isReadablePlaceText,
  PLACE_TEXT_HINT,
  readPlaceText,
} from '@trucks/shared-contracts/rules/place-text';
import { FormDrawer, useFormSaveFeedback } from '@trucks/shared-ui/form';
import { optionsOf } from '@trucks/shared-ui/label-options';
import { TypedNumberInput, typedNumberRule } from '@trucks/shared-ui/typed-number-input';
import { RADIUS, radiusOf } from '../../../lib/radius-miles';
import { dropEmpty, useSaveLane } from '../api/saved-lanes';

const SAVED = 'Lane saved.';

interface LaneFormValues {
  origin: string;
  originRadius?: TypedNumber;
  destination?: string;
  destinationRadius?: TypedNumber;
  equipment?: string[];
  notify: boolean;
}

/** 'City, ST' or a state code, read by the rule the load board's filters use (rules/place-text). */
const PLACE_RULE = {
  validator: (_rule: unknown, text: string | undefined) =>
    isReadablePlaceText(text) ? Promise.resolve() : Promise.reject(new Error(PLACE_TEXT_HINT)),
};

export function AddLaneDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<LaneFormValues>();
  const feedback = useFormSaveFeedback(form);
  const save = useSaveLane();
  const onFinish = (values: LaneFormValues) => {
    const origin = readPlaceText(values.origin) ?? {};
    const destination = readPlaceText(values.destination) ?? {};
    const body: SavedLaneInput = dropEmpty({
      originCity: origin.city,
      originState: origin.state ?? '',
      originRadius: origin.city ? radiusOf(values.originRadius) : undefined,
      destinationCity: destination.city,
      destinationState: destination.state,
      destinationRadius: destination.city ? radiusOf(values.destinationRadius) : undefined,
      equipmentTypes: (values.equipment ?? []).reduce((mask, type) => mask | Number(type), 0),
      notify: values.notify,
    });
    save.mutate(
      { body },
      {
        onSuccess: () => {
          feedback.saved(SAVED);
          form.resetFields();
          onClose();
        },
        onError: (error) => feedback.failed(error),
      },
    );
  };
  return (
    <FormDrawer<LaneFormValues>
      open={open}
      title="Add Lane"
      form={form}
      initialValues={{ originRadius: 100, destinationRadius: 100, notify: true }}
      onFinish={onFinish}
      onClose={onClose}
      submitLabel="Save Lane"
      saving={save.isPending}
    >
      <Form.Item
        name="origin"
        label="Origin"
        rules={[{ required: true, message: 'Origin is required.' }, PLACE_RULE]}
      >
        <Input placeholder="City, ST" autoComplete="off" />
      </Form.Item>
      <Form.Item name="originRadius" label="Origin Radius (miles)" rules={[typedNumberRule(RADIUS)]}>
        <TypedNumberInput whole />
      </Form.Item>
      <Form.Item name="destination" label="Destination" rules={[PLACE_RULE]}>
        <Input placeholder="City, ST (empty: anywhere)" autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="destinationRadius"
        label="Destination Radius (miles)"
        rules={[typedNumberRule(RADIUS)]}
      >
        <TypedNumberInput whole />
      </Form.Item>
      <Form.Item name="equipment" label="Equipment">
        <Select mode="multiple" allowClear placeholder="Any" options={optionsOf(EQUIPMENT_TYPE_LABEL)} />
      </Form.Item>
      <Form.Item name="notify" label="Notify me of new loads" valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormDrawer>
  );
}
