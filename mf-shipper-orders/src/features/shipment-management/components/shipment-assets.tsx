// What the booked carrier puts on a shipper's shipment (spec 001 §2 'equipment, empty location and
// drivers'; §7 'empty location get and update, equipment get and save, drivers save and remove'):
// shown once a carrier is booked, editable by the shipper while the shipment is not delivered.
import { useState } from 'react';
import { App, Button, Descriptions, Flex, Form, Input, InputNumber, Modal, Select, Typography } from 'antd';
import type {
  EmptyLocation,
  ManagedShipmentEquipment,
} from '@trucks/shared-contracts/api/catalogue/tms-shipment-booking';
import type { ApiError } from '@trucks/shared-contracts/api/client';
import type { ManagedShipment } from '@trucks/shared-contracts/domain/managed-shipment';
import type { ShipmentDriver } from '@trucks/shared-contracts/domain/shipment';
import { ShipmentStatus } from '@trucks/shared-contracts/domain/shipment-status';
import { formatStopDateTime } from '@trucks/shared-contracts/format/date-time';
import { formatErrorMessage } from '@trucks/shared-contracts/rules/error-message';
import { DetailSection } from '@trucks/shared-ui/detail-section';
import { FormDrawer, useFormSaveFeedback } from '@trucks/shared-ui/form';
import {
  useBookedCarrier,
  useEmptyLocation,
  useRemoveShipmentDriver,
  useSaveShipmentEquipment,
  useShipmentDrivers,
  useShipmentEquipment,
  useUpdateEmptyLocation,
} from '../api/tms-shipments';
import { useCarrierDriverSearch, useSaveShipmentDrivers } from '../api/carrier-drivers';
import { instantAt, localAt } from '../lib/stop-clock';

const NONE = '—';
const equipmentSavedText = (n: string) => `Equipment saved for shipment ${n}`;
const emptyLocationSavedText = (n: string) => `Empty location saved for shipment ${n}`;
const driverRemovedText = (name: string, n: string) => `${name} removed from shipment ${n}`;
const driverAssignedText = (name: string, n: string) => `${name} assigned to shipment ${n}`;
/** A team at most (the API takes two drivers). */
const MAX_DRIVERS = 2;

/** Editable while a carrier is booked and the freight is not delivered (the API refuses before booking). */
function useEditable(shipment: ManagedShipment) {
  const carrier = useBookedCarrier(shipment.shipmentNumber);
  return (
    carrier.data != null &&
    shipment.shipmentStatus >= ShipmentStatus.Booked &&
    shipment.shipmentStatus < ShipmentStatus.Delivered
  );
}

type EquipmentValues = { [K in keyof ManagedShipmentEquipment]?: ManagedShipmentEquipment[K] | null };
const trimmedOrAbsent = (value: string | null | undefined) => value?.trim() || undefined;

function equipmentBody(values: EquipmentValues): ManagedShipmentEquipment {
  const body: ManagedShipmentEquipment = {};
  const trailerNumber = trimmedOrAbsent(values.trailerNumber);
  const powerUnitNumber = trimmedOrAbsent(values.powerUnitNumber);
  const sealNumber = trimmedOrAbsent(values.sealNumber);
  if (trailerNumber) body.trailerNumber = trailerNumber;
  if (powerUnitNumber) body.powerUnitNumber = powerUnitNumber;
  if (values.trailerLength != null) body.trailerLength = values.trailerLength;
  if (sealNumber) body.sealNumber = sealNumber;
  return body;
}

export function ShipmentEquipment({ shipment }: { shipment: ManagedShipment }) {
  const equipment = useShipmentEquipment(shipment.shipmentNumber);
  const editable = useEditable(shipment);
  const [editing, setEditing] = useState(false);
  const [form] = Form.useForm<EquipmentValues>();
  const feedback = useFormSaveFeedback(form);
  const save = useSaveShipmentEquipment();
  const data = equipment.data;
  return (
    <DetailSection
      title="Equipment"
      loading={equipment.isLoading}
      extra={
        editable ? (
          <Button size="small" onClick={() => setEditing(true)}>
            Edit Equipment
          </Button>
        ) : null
      }
    >
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        items={[
          { key: 'trailer', label: 'Trailer #', children: data?.trailerNumber ?? NONE },
          {
            key: 'length',
            label: 'Trailer Length',
            children: data?.trailerLength != null ? `${data.trailerLength} ft` : NONE,
          },
          { key: 'power', label: 'Power Unit #', children: data?.powerUnitNumber ?? NONE },
          { key: 'seal', label: 'Seal #', children: data?.sealNumber ?? NONE },
        ]}
      />
      <FormDrawer<EquipmentValues>
        open={editing}
        title={`Equipment: shipment ${shipment.shipmentNumber}`}
        form={form}
        initialValues={data ?? {}}
        onClose={() => setEditing(false)}
        submitLabel="Save Equipment"
        saving={save.isPending}
        onFinish={(values) =>
          save.mutate(
            { params: { shipmentNumber: shipment.shipmentNumber }, body: equipmentBody(values) },
            {
              onSuccess: () => {
                feedback.saved(equipmentSavedText(shipment.shipmentNumber));
                setEditing(false);
              },
              onError: (error: ApiError) => feedback.failed(error),
            },
          )
        }
      >
        <Form.Item name="trailerNumber" label="Trailer #">
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name="trailerLength" label="Trailer Length (ft)">
          <InputNumber min={1} max={60} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="powerUnitNumber" label="Power Unit #">
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name="sealNumber" label="Seal #">
          <Input maxLength={30} />
        </Form.Item>
      </FormDrawer>
    </DetailSection>
  );
}

type EmptyLocationValues = { city: string; state: string; postalCode?: string; emptyDateTime: string };

export function ShipmentEmptyLocation({ shipment }: { shipment: ManagedShipment }) {
  const empty = useEmptyLocation(shipment.shipmentNumber);
  const editable = useEditable(shipment);
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

const driverName = (d: ShipmentDriver) => `${d.firstName} ${d.lastName}`;

export function ShipmentDrivers({ shipment }: { shipment: ManagedShipment }) {
  const { message } = App.useApp();
  const drivers = useShipmentDrivers(shipment.shipmentNumber);
  const editable = useEditable(shipment);
  const remove = useRemoveShipmentDriver();
  const [removing, setRemoving] = useState<ShipmentDriver | null>(null);
  const [assigning, setAssigning] = useState(false);
  const onShipment = drivers.data ?? [];
  return (
    <DetailSection
      title="Drivers"
      loading={drivers.isLoading}
      extra={
        editable && onShipment.length < MAX_DRIVERS ? (
          <Button size="small" onClick={() => setAssigning(true)}>
            Assign Driver
          </Button>
        ) : null
      }
    >
      {drivers.data?.length ? (
        <Flex vertical gap={8} component="ul" style={{ margin: 0, padding: 0, listStyle: 'none' }}>
          {drivers.data.map((d) => (
            <li key={d.id}>
              <Flex justify="space-between" align="start" gap={8} wrap>
                <Flex vertical>
                  <Typography.Text strong>{driverName(d)}</Typography.Text>
                  {d.phoneNumber ? <a href={`tel:${d.phoneNumber}`}>{d.phoneNumber}</a> : null}
                  {d.emailAddress ? <a href={`mailto:${d.emailAddress}`}>{d.emailAddress}</a> : null}
                </Flex>
                {editable ? (
                  <Button size="small" danger onClick={() => setRemoving(d)}>
                    Remove {driverName(d)}
                  </Button>
                ) : null}
              </Flex>
            </li>
          ))}
        </Flex>
      ) : (
        <Typography.Text type="secondary">No driver assigned yet.</Typography.Text>
      )}
      <AssignDriverDrawer
        shipmentNumber={shipment.shipmentNumber}
        onShipment={onShipment}
        open={assigning}
        onClose={() => setAssigning(false)}
      />
      <Modal
        open={removing !== null}
        title={removing ? `Remove ${driverName(removing)}?` : ''}
        okText="Remove"
        okButtonProps={{ danger: true, loading: remove.isPending }}
        onCancel={() => setRemoving(null)}
        onOk={() => {
          if (!removing) return;
          remove.mutate(
            { params: { shipmentNumber: shipment.shipmentNumber, driverId: removing.id } },
            {
              onSuccess: () => {
                void message.success(driverRemovedText(driverName(removing), shipment.shipmentNumber));
                setRemoving(null);
              },
              onError: (error: ApiError) => void message.error(formatErrorMessage(error.body, error.message)),
            },
          );
        }}
      >
        The driver is taken off this shipment; assign another from the carrier's drivers.
      </Modal>
    </DetailSection>
  );
}

interface AssignDriverProps {
  shipmentNumber: string;
  onShipment: ShipmentDriver[];
  open: boolean;
  onClose: () => void;
}

/** Search the booked carrier's drivers, choose one, save it beside those already on the shipment. */
function AssignDriverDrawer({ shipmentNumber, onShipment, open, onClose }: AssignDriverProps) {
  const [form] = Form.useForm<{ driverIds?: string }>();
  const feedback = useFormSaveFeedback(form);
  const [search, setSearch] = useState('');
  const found = useCarrierDriverSearch(shipmentNumber, search.trim(), open);
  const save = useSaveShipmentDrivers();
  const taken = new Set(onShipment.map((d) => d.id));
  const candidates = (found.data?.items ?? []).filter((c) => !taken.has(c.id));
  return (
    <FormDrawer<{ driverIds?: string }>
      open={open}
      title={`Assign Driver: shipment ${shipmentNumber}`}
      form={form}
      onClose={onClose}
      submitLabel="Save Driver"
      saving={save.isPending}
      onFinish={(values) => {
        const chosen = candidates.find((c) => c.id === values.driverIds);
        if (!chosen) return;
        save.mutate(
          { params: { shipmentNumber }, body: { driverIds: [...taken, chosen.id] } },
          {
            onSuccess: () => {
              feedback.saved(driverAssignedText(driverName(chosen), shipmentNumber));
              form.resetFields();
              setSearch('');
              onClose();
            },
            onError: (error: ApiError) => feedback.failed(error),
          },
        );
      }}
    >
      <Typography.Paragraph type="secondary">
        The drivers of the carrier booked on this shipment; two make a team.
      </Typography.Paragraph>
      <Form.Item name="driverIds" label="Driver" rules={[{ required: true, message: 'Choose a driver.' }]}>
        <Select
          showSearch={{ filterOption: false, onSearch: setSearch }}
          placeholder="Search by name"
          loading={found.isFetching}
          notFoundContent={found.isFetching ? 'Searching…' : 'No driver of this carrier matches.'}
          options={candidates.map((c) => ({
            value: c.id,
            label: `${c.firstName} ${c.lastName}${c.phoneNumbers[0] ? `, ${c.phoneNumbers[0].value}` : ''}`,
          }))}
        />
      </Form.Item>
    </FormDrawer>
  );
}
