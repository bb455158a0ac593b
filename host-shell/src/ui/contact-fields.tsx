// The contact details a person edits on their own profile and an admin edits on a contact: email
// addresses, phone numbers and the LinkedIn profile, as antd Form fields with one set of rules. A row
// (an address and its type; a number, its extension and type) wraps on a phone instead of widening
// the page.
import { Button, Form, Input, Select, Space } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { ROLE_LABEL } from '@trucks/shared-contracts/domain/permission';

/** The values these fields edit, shared by the profile and the contact forms. */
export interface ContactDetailsValues {
  firstName: string;
  lastName: string;
  title?: string;
  emailAddresses: { value: string; type?: string }[];
  phoneNumbers: { value: string; extension?: string; type?: string }[];
  linkedInProfileUrl?: string;
  /** As shown and typed ('Bill-to', 'billing inquiry'); normalised on save. */
  roles: string[];
}

/** The roles a person can pick, by label; anything typed is kept and normalised on save. */
export const ROLE_OPTIONS = Object.values(ROLE_LABEL).map((label) => ({ value: label, label }));

const EMAIL_TYPES = ['Work', 'Personal'].map((value) => ({ value, label: value }));
const PHONE_TYPES = ['Office', 'Mobile', 'Fax'].map((value) => ({ value, label: value }));
/** At least 7 digits, with the separators people type: spaces, brackets, +, dots and hyphens. */
const PHONE_PATTERN = /^(?=(?:\D*\d){7})[\d\s()+.-]+$/;

export interface EmailAddressFieldsProps {
  /** Your own profile needs at least one address (it is how you sign in and are reached). */
  atLeastOne?: boolean;
  /** Browser autofill: 'email' for your own profile; none for someone else's contact. */
  autoComplete?: string;
}

export function EmailAddressFields({ atLeastOne = false, autoComplete }: EmailAddressFieldsProps) {
  return (
    <Form.List
      name="emailAddresses"
      rules={
        atLeastOne
          ? [
              {
                validator: async (_, emails?: unknown[]) => {
                  if (!emails?.length) throw new Error('At least one email address is required.');
                },
              },
            ]
          : []
      }
    >
      {(fields, { add, remove }, { errors }) => (
        <Form.Item label="Email Addresses" required={atLeastOne}>
          {fields.map((field, index) => (
            <Space key={field.key} align="baseline" wrap style={{ display: 'flex' }}>
              <Form.Item
                name={[field.name, 'value']}
                rules={[
                  { required: true, message: 'An email address is required.' },
                  { type: 'email', message: 'A valid email address is required.' },
                ]}
                style={{ width: 300, maxWidth: '100%' }}
              >
                <Input aria-label={`Email address ${index + 1}`} autoComplete={autoComplete} />
              </Form.Item>
              <Form.Item name={[field.name, 'type']} style={{ width: 120 }}>
                <Select aria-label={`Email type ${index + 1}`} options={EMAIL_TYPES} allowClear />
              </Form.Item>
              {!atLeastOne || fields.length > 1 ? (
                <Button
                  type="text"
                  aria-label={`Remove email address ${index + 1}`}
                  icon={<MinusCircleOutlined />}
                  onClick={() => remove(field.name)}
                />
              ) : null}
            </Space>
          ))}
          <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ value: '' })}>
            Add Email Address
          </Button>
          <Form.ErrorList errors={errors} />
        </Form.Item>
      )}
    </Form.List>
  );
}

export function PhoneNumberFields({ autoComplete }: { autoComplete?: string }) {
  return (
    <Form.List name="phoneNumbers">
      {(fields, { add, remove }) => (
        <Form.Item label="Phone Numbers">
          {fields.map((field, index) => (
            <Space key={field.key} align="baseline" wrap style={{ display: 'flex' }}>
              <Form.Item
                name={[field.name, 'value']}
                rules={[
                  { required: true, message: 'A phone number is required.' },
                  { pattern: PHONE_PATTERN, message: 'A phone number has at least 7 digits.' },
                ]}
                style={{ width: 200 }}
              >
                <Input aria-label={`Phone number ${index + 1}`} autoComplete={autoComplete} />
              </Form.Item>
              <Form.Item name={[field.name, 'extension']} rules={[{ max: 10 }]} style={{ width: 90 }}>
                <Input aria-label={`Extension ${index + 1}`} placeholder="Ext." />
              </Form.Item>
              <Form.Item name={[field.name, 'type']} style={{ width: 120 }}>
                <Select aria-label={`Phone type ${index + 1}`} options={PHONE_TYPES} allowClear />
              </Form.Item>
              <Button
                type="text"
                aria-label={`Remove phone number ${index + 1}`}
                icon={<MinusCircleOutlined />}
                onClick={() => remove(field.name)}
              />
            </Space>
          ))}
          <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ value: '' })}>
            Add Phone Number
          </Button>
        </Form.Item>
      )}
    </Form.List>
  );
}

export function LinkedInProfileField({ autoComplete }: { autoComplete?: string }) {
  return (
    <Form.Item
      name="linkedInProfileUrl"
      label="LinkedIn Profile"
      rules={[{ type: 'url', message: 'A LinkedIn profile is a web address.' }]}
    >
      <Input placeholder="https://www.linkedin.com/in/..." autoComplete={autoComplete} />
    </Form.Item>
  );
}
