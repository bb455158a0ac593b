// 'New Contact' on a location's page: a contact of the shipper's company at this location
// ('Contact Successfully Created', spec 001 §8); a refused save keeps the drawer open with every value
// and the server's errors on their fields.
import { Form, Input } from 'antd';
import type { Location } from '@trucks/shared-contracts/domain/location';
import type { LoggedInUser } from '@trucks/shared-contracts/domain/user';
import { FormDrawer, useFormSaveFeedback } from '@trucks/shared-ui/form';
import { useCreateContact } from '../api/locations';
import { contactInputOf } from '../lib/contact-input';
import type { NewContactValues } from '../lib/contact-input';

const CONTACT_CREATED = 'Contact Successfully Created';

export function NewContactDrawer({
  open,
  onClose,
  user,
  location,
}: {
  open: boolean;
  onClose: () => void;
  user: LoggedInUser;
  location: Location;
}) {
  const [form] = Form.useForm<NewContactValues>();
  const feedback = useFormSaveFeedback(form);
  const create = useCreateContact();
  return (
    <FormDrawer<NewContactValues>
      open={open}
      title={`New Contact at ${location.name}`}
      form={form}
      initialValues={{ firstName: '', lastName: '' }}
      onClose={onClose}
      submitLabel="Create Contact"
      saving={create.isPending}
      onFinish={(values) =>
        create.mutate(
          { body: contactInputOf(values, user, location) },
          {
            onSuccess: () => {
              feedback.saved(CONTACT_CREATED);
              form.resetFields();
              onClose();
            },
            onError: (error) => feedback.failed(error),
          },
        )
      }
    >
      <Form.Item
        name="firstName"
        label="First Name"
        rules={[{ required: true, whitespace: true, message: 'First name is required.' }]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item
        name="lastName"
        label="Last Name"
        rules={[{ required: true, whitespace: true, message: 'Last name is required.' }]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="title" label="Title">
        <Input maxLength={200} />
      </Form.Item>
      {/* Field names follow the server's model-state keys, so its errors land on them. */}
      <Form.Item
        name="email"
        label="Email"
        rules={[{ type: 'email', message: 'A valid e-mail address is required.' }]}
      >
        <Input maxLength={120} />
      </Form.Item>
      <Form.Item name="phone" label="Phone">
        <Input maxLength={40} />
      </Form.Item>
    </FormDrawer>
  );
}
