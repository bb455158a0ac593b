// The reference numbers of an order or of one of its stops: label and value pairs, added and removed.
import { Button, Flex, Form, Input } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';

export function ReferenceFields({ name, label }: { name: (string | number)[]; label: string }) {
  return (
    <Form.List name={name}>
      {(fields, { add, remove }) => (
        <Flex vertical gap={4}>
          {fields.map((field) => (
            <Flex key={field.key} gap={8} wrap align="start">
              <Form.Item name={[field.name, 'label']} style={{ flex: '1 1 140px', marginBottom: 8 }}>
                <Input
                  aria-label={`${label} ${field.name + 1} label`}
                  placeholder="Label (PO Number, Sales Order)"
                />
              </Form.Item>
              <Form.Item name={[field.name, 'value']} style={{ flex: '1 1 140px', marginBottom: 8 }}>
                <Input aria-label={`${label} ${field.name + 1} value`} placeholder="Value" />
              </Form.Item>
              <Button
                icon={<DeleteOutlined />}
                aria-label={`Remove ${label.toLowerCase()} ${field.name + 1}`}
                onClick={() => remove(field.name)}
              />
            </Flex>
          ))}
          <Button
            icon={<PlusOutlined />}
            onClick={() => add({ label: '', value: '' })}
            style={{ alignSelf: 'flex-start' }}
          >
            Add {label}
          </Button>
        </Flex>
      )}
    </Form.List>
  );
}
