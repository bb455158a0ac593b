// Assign Driver on a shipper's shipment (spec 001 §7 'drivers save'): search the booked carrier's
// drivers (contacts.searchDrivers with the shipment's number), choose one, save it beside those already
// on the shipment: '{name} assigned to shipment {n}'.
import { useState } from 'react';
import { Form, Select, Typography } from 'antd';
import type { ApiError } from '@trucks/shared-contracts/api/client';
import type { ShipmentDriver } from '@trucks/shared-contracts/domain/shipment';
import { FormDrawer, useFormSaveFeedback } from '@trucks/shared-ui/form';
import { useCarrierDriverSearch, useSaveShipmentDrivers } from '../api/carrier-drivers';
import { driverName } from '../lib/shipment-driver';

const driverAssignedText = (name: string, n: string) => `${name} assigned to shipment ${n}`;

interface AssignDriverProps {
  shipmentNumber: string;
  onShipment: ShipmentDriver[];
  open: boolean;
  onClose: () => void;
}

/** Search the booked carrier's drivers, choose one, save it beside those already on the shipment. */
export function AssignDriverDrawer({ shipmentNumber, onShipment, open, onClose }: AssignDriverProps) {
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
