// Where a stop is: a known location picked from the address book, or a new one typed in ('N/A').
import { useState } from 'react';
import { Col, Form, Input, Row, Select } from 'antd';
import type { Location } from '@trucks/shared-contracts/domain/location';
import { NEW_LOCATION_NUMBER } from '@trucks/shared-contracts/domain/order-type';
import { useLocationSearch } from '../../../api/locations';
import { COUNTRIES, half, quarter } from '../lib/order-form-options';

function locationLabel(location: Location): string {
  return `${location.name} (${location.locationNumber}) ${location.city}, ${location.province}`;
}

/** The known-location picker of a stop: the address book searched as you type, or 'New location'. */
export function LocationPicker({
  name,
  known,
  onPick,
}: {
  name: number;
  known: ReadonlyMap<string, Location>;
  onPick: (location: Location) => void;
}) {
  const [search, setSearch] = useState('');
  const found = useLocationSearch(search);
  const byNumber = new Map(known);
  for (const location of found.data?.data ?? []) byNumber.set(location.locationNumber, location);
  const options = [
    { value: NEW_LOCATION_NUMBER, label: 'New location (type it in)' },
    ...[...byNumber.values()].map((location) => ({
      value: location.locationNumber,
      label: locationLabel(location),
    })),
  ];
  return (
    <Form.Item
      name={[name, 'locationNumber']}
      label="Location"
      rules={[{ required: true, message: 'Pick a location or type in a new one.' }]}
    >
      <Select
        showSearch={{ filterOption: false, onSearch: setSearch }}
        options={options}
        loading={found.isFetching}
        onChange={(value: string) => {
          const picked = byNumber.get(value);
          if (picked) onPick(picked);
        }}
      />
    </Form.Item>
  );
}

export function NewLocationFields({ name }: { name: number }) {
  const at = (field: string) => [name, 'location', field];
  return (
    <Row gutter={12}>
      <Col {...half}>
        <Form.Item
          name={at('companyName')}
          label="Company Name"
          rules={[{ required: true, whitespace: true, message: 'The company name is required.' }]}
        >
          <Input maxLength={120} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item
          name={at('addressLine1')}
          label="Address Line 1"
          rules={[{ required: true, whitespace: true, message: 'The address is required.' }]}
        >
          <Input maxLength={200} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name={at('addressLine2')} label="Address Line 2">
          <Input maxLength={200} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item
          name={at('city')}
          label="City"
          rules={[{ required: true, whitespace: true, message: 'The city is required.' }]}
        >
          <Input maxLength={80} />
        </Form.Item>
      </Col>
      <Col {...quarter}>
        <Form.Item
          name={at('state')}
          label="State or Province"
          rules={[{ required: true, whitespace: true, message: 'The state or province is required.' }]}
        >
          <Input maxLength={3} />
        </Form.Item>
      </Col>
      <Col {...quarter}>
        <Form.Item
          name={at('postalCode')}
          label="Postal Code"
          rules={[{ required: true, whitespace: true, message: 'The postal code is required.' }]}
        >
          <Input maxLength={10} />
        </Form.Item>
      </Col>
      <Col {...quarter}>
        <Form.Item name={at('country')} label="Country">
          <Select options={COUNTRIES} />
        </Form.Item>
      </Col>
      <Col {...quarter}>
        <Form.Item name={at('phoneNumber')} label="Phone">
          <Input maxLength={30} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item
          name={at('emailAddress')}
          label="Email"
          rules={[{ type: 'email', message: 'Not an email address.' }]}
        >
          <Input maxLength={120} />
        </Form.Item>
      </Col>
    </Row>
  );
}
