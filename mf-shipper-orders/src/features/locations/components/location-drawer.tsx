// The location drawer: create ('Location created') and edit ('Location {number} updated.'), spec 001
// §3 Location and §8. The postal code is geocoded as it is typed: the places found are offered, and
// picking one fills city, state or province, country, coordinates and time zone. A Canadian postal code
// sets the country to CA (§5). The dock length keeps what was typed and says at the field what it cannot
// take (issue 41 item 4). A failed save keeps the drawer open with every value.
import { Button, Checkbox, Col, Flex, Form, Input, InputNumber, Row, Select, Typography } from 'antd';
import type { FormInstance } from 'antd';
import type { Location } from '@trucks/shared-contracts/domain/location';
import { LOCATION_TYPE_LABEL } from '@trucks/shared-contracts/domain/location-type';
import { countryForPostalCode } from '@trucks/shared-contracts/rules/postal-code-country';
import { TYPED_NUMBERS } from '@trucks/shared-contracts/rules/typed-number';
import { FormDrawer } from '@trucks/shared-ui/form';
import { optionsOf } from '@trucks/shared-ui/label-options';
import { TypedNumberInput, typedNumberRule } from '@trucks/shared-ui/typed-number-input';
import { useGeocodedPlaces } from '../../../api/geocoding';
import { zoneLookupCode } from '../../../lib/stop-times';
import { useSaveLocation } from '../hooks/use-save-location';
import { locationValuesOf } from '../lib/location-input';
import type { LocationFormValues } from '../lib/location-input';

const COUNTRIES = [
  { value: 'US', label: 'United States' },
  { value: 'CA', label: 'Canada' },
];
const half = { xs: 24, sm: 12 } as const;

function GeocodeSuggestions({ form }: { form: FormInstance<LocationFormValues> }) {
  const postalCode = Form.useWatch('postalCode', form) as string | undefined;
  const zone = Form.useWatch('ianaTimeZone', form) as string | undefined;
  const places = useGeocodedPlaces(zoneLookupCode(postalCode));
  if (!places.data?.length) return null;
  return (
    <Flex vertical gap={4} style={{ marginBottom: 12 }}>
      <Typography.Text type="secondary">
        Places for this postal code{zone ? ` (time zone ${zone})` : ''}:
      </Typography.Text>
      <Flex gap={8} wrap>
        {places.data.map((place) => (
          <Button
            key={`${place.city}-${place.state}`}
            size="small"
            onClick={() =>
              form.setFieldsValue({
                city: place.city,
                province: place.state,
                country: place.country,
                latitude: place.latitude,
                longitude: place.longitude,
                ianaTimeZone: place.ianaTimeZone,
              })
            }
          >
            Use {place.city}, {place.state}
          </Button>
        ))}
      </Flex>
    </Flex>
  );
}

export interface LocationDrawerProps {
  open: boolean;
  /** Absent when creating. */
  location?: Location;
  onClose: () => void;
  onSaved: (location: Location) => void;
}

export function LocationDrawer({ open, location, onClose, onSaved }: LocationDrawerProps) {
  const [form] = Form.useForm<LocationFormValues>();
  const { submit, saving } = useSaveLocation(form, location, onSaved);

  return (
    <FormDrawer<LocationFormValues>
      open={open}
      title={location ? `Edit Location ${location.locationNumber}` : 'New Location'}
      form={form}
      initialValues={locationValuesOf(location)}
      onFinish={submit}
      onClose={onClose}
      submitLabel={location ? 'Save Location' : 'Create Location'}
      saving={saving}
    >
      <Form.Item
        name="name"
        label="Name"
        rules={[{ required: true, whitespace: true, message: 'The name is required.' }]}
      >
        <Input maxLength={120} />
      </Form.Item>
      <Form.Item name="locationType" label="Location Type">
        <Select options={optionsOf(LOCATION_TYPE_LABEL)} />
      </Form.Item>
      <Form.Item
        name="addressLine1"
        label="Address Line 1"
        rules={[{ required: true, whitespace: true, message: 'The address is required.' }]}
      >
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="addressLine2" label="Address Line 2">
        <Input maxLength={200} />
      </Form.Item>
      <Row gutter={12}>
        <Col {...half}>
          <Form.Item
            name="postalCode"
            label="Postal Code"
            rules={[{ required: true, whitespace: true, message: 'The postal code is required.' }]}
          >
            <Input
              maxLength={10}
              onChange={(event) => {
                // Spec 001 §5: a Canadian postal code sets the country to CA, as it is typed.
                const country = form.getFieldValue('country') as string | undefined;
                const next = countryForPostalCode(event.target.value, country ?? 'US');
                if (next !== country) form.setFieldValue('country', next);
              }}
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="country" label="Country">
            <Select options={COUNTRIES} />
          </Form.Item>
        </Col>
      </Row>
      <GeocodeSuggestions form={form} />
      <Row gutter={12}>
        <Col {...half}>
          <Form.Item
            name="city"
            label="City"
            rules={[{ required: true, whitespace: true, message: 'The city is required.' }]}
          >
            <Input maxLength={80} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="province"
            label="State or Province"
            rules={[{ required: true, whitespace: true, message: 'The state or province is required.' }]}
          >
            <Input maxLength={3} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="phone" label="Phone">
            <Input maxLength={40} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="phoneExtension" label="Extension">
            <Input maxLength={10} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="email" label="Email" rules={[{ type: 'email', message: 'Not an email address.' }]}>
            <Input maxLength={120} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="dockLength"
            label="Dock Length (ft)"
            rules={[typedNumberRule(TYPED_NUMBERS.dockLengthFt)]}
          >
            <TypedNumberInput />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="directions" label="Directions">
        <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
      <Form.Item name="ediCodes" label="EDI Codes">
        <Select mode="tags" tokenSeparators={[',', ' ']} open={false} suffixIcon={null} />
      </Form.Item>
      <Flex vertical>
        <Form.Item name="isPrimaryLocation" valuePropName="checked" style={{ marginBottom: 4 }}>
          <Checkbox>Primary location</Checkbox>
        </Form.Item>
        <Form.Item name="lumpersAvailable" valuePropName="checked" style={{ marginBottom: 4 }}>
          <Checkbox>Lumpers available</Checkbox>
        </Form.Item>
        <Form.Item name="isAppointmentRequired" valuePropName="checked" style={{ marginBottom: 4 }}>
          <Checkbox>Appointment required</Checkbox>
        </Form.Item>
        <Form.Item name="overnightParking" valuePropName="checked" style={{ marginBottom: 4 }}>
          <Checkbox>Overnight parking</Checkbox>
        </Form.Item>
      </Flex>
      <Form.Item name="latitude" hidden>
        <InputNumber />
      </Form.Item>
      <Form.Item name="longitude" hidden>
        <InputNumber />
      </Form.Item>
      <Form.Item name="ianaTimeZone" hidden>
        <Input />
      </Form.Item>
    </FormDrawer>
  );
}
