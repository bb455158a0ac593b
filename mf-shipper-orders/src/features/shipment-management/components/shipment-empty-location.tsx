// The empty location of a shipper's shipment (spec 001 §2, §7 'empty location get and update'): where
// the booked carrier's truck empties before the pickup, its time on the pickup's clock; editable by the
// shipper once a carrier is booked and before delivery; 'Empty location saved for shipment {n}'.
import { useState } from 'react';
import { Button, Form, Input, Typography } from 'antd';
import type { EmptyLocation } from '@trucks/shared-contracts/api/catalogue/tms-shipment-booking';
import type { ApiError } from '@trucks/shared-contracts/api/client';
import type { ManagedShipment } from '@trucks/shared-contracts/domain/managed-shipment';
import { formatStopDateTime } from '@trucks/shared-contracts/format/date-time';
import { DetailSection } from '@trucks/shared-ui/detail-section';
import { FormDrawer, useFormSaveFeedback } from '@trucks/shared-ui/form';
import { useEmptyLocation, useUpdateEmptyLocation } from '../api/tms-shipments';
import { useAssetsEditable } from '../hooks/use-assets-editable';
import { instantAt, localAt } from '../lib/stop-clock';

const emptyLocationSavedText = (n: string) => `Empty location saved for shipment ${n}`;

type EmptyLocationValues = { city: string; state: string; postalCode?: string; emptyDateTime: string };

export function ShipmentEmptyLocation({ shipment }: { shipment: ManagedShipment }) {
  const empty = useEmptyLocation(shipment.shipmentNumber);
  const editable = useAssetsEditable(shipment);
  const [editing, setEditing] = useState(false);
  const [form] = Form.useForm<EmptyLocationValues>();
  const feedback = useFormSaveFeedback(form);
  const update = useUpdateEmptyLocation();
  // Where the truck empties before its first pickup: its time is read on the pickup's clock.
  const zone = shipment.stops[0]?.ianaTimeZone;
  const data: EmptyLocation | null | undefined = empty.data;
  return (
    <DetailSection
      title="Empty Location"
      loading={empty.isLoading}
      extra={
        editable ? (
          <Button size="small" onClick={() => setEditing(true)}>
            Edit Empty Location
          </Button>
        ) : null
      }
    >
      {data ? (
        <Typography.Text>
          {data.city}, {data.state}
          {data.postalCode ? ` ${data.postalCode}` : ''}, empty {formatStopDateTime(data.emptyDateTime, zone)}
        </Typography.Text>
      ) : (
        <Typography.Text type="secondary">The carrier has not given where the truck empties.</Typography.Text>
      )}
      <FormDrawer<EmptyLocationValues>
        open={editing}
        title={`Empty Location: shipment ${shipment.shipmentNumber}`}
        form={form}
        initialValues={{
          city: data?.city ?? '',
          state: data?.state ?? '',
          postalCode: data?.postalCode ?? '',
          emptyDateTime: localAt(data?.emptyDateTime, zone),
        }}
        onClose={() => setEditing(false)}
        submitLabel="Save Empty Location"
        saving={update.isPending}
        onFinish={(values) =>
          update.mutate(
            {
              params: { shipmentNumber: shipment.shipmentNumber },
              body: {
                city: values.city.trim(),
                state: values.state.trim().toUpperCase(),
                ...(values.postalCode?.trim() ? { postalCode: values.postalCode.trim() } : {}),
                emptyDateTime: instantAt(values.emptyDateTime, zone),
              },
            },
            {
              onSuccess: () => {
                feedback.saved(emptyLocationSavedText(shipment.shipmentNumber));
                setEditing(false);
              },
              onError: (error: ApiError) => feedback.failed(error),
            },
          )
        }
      >
        <Form.Item
          name="city"
          label="City"
          rules={[{ required: true, whitespace: true, message: 'Enter the city.' }]}
        >
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item
          name="state"
          label="State or Province"
          rules={[{ required: true, whitespace: true, message: 'Enter the state or province.' }]}
        >
          <Input maxLength={2} />
        </Form.Item>
        <Form.Item name="postalCode" label="Postal Code">
          <Input maxLength={10} />
        </Form.Item>
        <Form.Item
          name="emptyDateTime"
          label={`Empty At (${formatStopDateTime(new Date(), zone).split(' ').at(-1)}, the pickup's time)`}
          rules={[{ required: true, message: 'Enter the date and time.' }]}
        >
          <Input type="datetime-local" />
        </Form.Item>
      </FormDrawer>
    </DetailSection>
  );
}
