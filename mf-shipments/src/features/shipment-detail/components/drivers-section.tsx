// Drivers on a shipment (GET shipments/{id}/drivers): assign one from the company's driver search
// (POST shipments/{id}/drivers) and remove one (DELETE shipments/{id}/drivers/{driverId}). A load takes
// at most two drivers (a team).
import { useState } from 'react';
import { App, Button, Flex, Popconfirm, Select } from 'antd';
import type { ShipmentDriver } from '@trucks/shared-contracts/domain/shipment';
import { DetailSection } from '@trucks/shared-ui/detail-section';
import { ShortList, ShortListRow } from '@trucks/shared-ui/short-list';
import { useAssignDriver, useDriverSearch, useRemoveDriver, useShipmentDrivers } from '../api/shipment';

const MAX_DRIVERS = 2;
const DRIVER_ASSIGNED = 'Driver assigned';
const DRIVER_REMOVED = 'Driver removed';

const nameOf = (driver: Pick<ShipmentDriver, 'firstName' | 'lastName'>) =>
  `${driver.firstName} ${driver.lastName}`;

/**
 * The search and its button. The assign mutation belongs to the section, which stays mounted: the
 * team's second driver removes this control as the drivers refetch, and a mutation observed only
 * here would then drop its 'Driver assigned'.
 */
function AssignDriver({
  shipmentId,
  assigned,
  assign,
}: {
  shipmentId: string;
  assigned: readonly ShipmentDriver[];
  assign: ReturnType<typeof useAssignDriver>;
}) {
  const { message } = App.useApp();
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState<string | undefined>();
  const search = useDriverSearch(q);
  const options = (search.data?.items ?? [])
    .filter((contact) => !assigned.some((driver) => driver.id === contact.id))
    .map((contact) => ({ value: contact.id, label: nameOf(contact) }));
  return (
    <Flex gap={8} wrap style={{ marginTop: 8 }}>
      <Select
        showSearch={{ filterOption: false, onSearch: setQ }}
        aria-label="Driver to assign"
        placeholder="Search drivers"
        value={chosen}
        onChange={setChosen}
        options={options}
        loading={search.isFetching}
        notFoundContent={search.isFetching ? 'Searching…' : 'No drivers found'}
        style={{ flex: '1 1 180px', minWidth: 0 }}
      />
      <Button
        type="primary"
        disabled={!chosen}
        loading={assign.isPending}
        onClick={() => {
          if (!chosen) return;
          assign.mutate(
            { params: { id: shipmentId }, body: { driverId: chosen } },
            {
              onSuccess: () => {
                setChosen(undefined);
                void message.success(DRIVER_ASSIGNED);
              },
              onError: (error) => void message.error(error.message),
            },
          );
        }}
      >
        Assign Driver
      </Button>
    </Flex>
  );
}

export function DriversSection({
  shipmentNumber,
  shipmentId,
  editable,
}: {
  shipmentNumber: string;
  shipmentId: string | undefined;
  editable: boolean;
}) {
  const { message } = App.useApp();
  const drivers = useShipmentDrivers(shipmentNumber);
  const remove = useRemoveDriver();
  const assign = useAssignDriver();
  const assigned = drivers.data ?? [];
  return (
    <DetailSection title="Drivers" loading={drivers.isPending}>
      <ShortList
        label="Drivers"
        items={assigned}
        rowKey={(driver) => driver.id}
        empty={drivers.isError ? drivers.error.message : 'No driver assigned'}
        renderItem={(driver) => (
          <ShortListRow
            actions={
              editable && shipmentId ? (
                <Popconfirm
                  title={`Remove ${nameOf(driver)} from this shipment?`}
                  okText="Remove"
                  onConfirm={() =>
                    remove.mutate(
                      { params: { id: shipmentId, driverId: driver.id } },
                      {
                        onSuccess: () => void message.success(DRIVER_REMOVED),
                        onError: (error) => void message.error(error.message),
                      },
                    )
                  }
                >
                  <Button size="small" danger aria-label={`Remove ${nameOf(driver)}`}>
                    Remove
                  </Button>
                </Popconfirm>
              ) : null
            }
            title={nameOf(driver)}
            description={[driver.phoneNumber, driver.emailAddress].filter(Boolean).join(' · ')}
          />
        )}
      />
      {editable && shipmentId && assigned.length < MAX_DRIVERS ? (
        <AssignDriver shipmentId={shipmentId} assigned={assigned} assign={assign} />
      ) : null}
    </DetailSection>
  );
}
