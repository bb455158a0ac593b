// /locations/{locationNumber}/preview: a location (spec 001 §3), its dock schedule and the company's
// contacts. The address names the location by its number (an id, as links once carried, still opens it).
import { useState } from 'react';
import { Button, Descriptions, Tag } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import type { Location } from '@trucks/shared-contracts/domain/location';
import { LOCATION_TYPE_LABEL } from '@trucks/shared-contracts/domain/location-type';
import { paths } from '@trucks/shared-contracts/routes/paths';
import { useSession } from '@trucks/shared-contracts/session/use-session';
import { DetailSection } from '@trucks/shared-ui/detail-section';
import { RecordColumns, RecordPage } from '@trucks/shared-ui/record-page';
import { useDockSchedule, useLocationOfAddress } from '../api/locations';
import { CompanyContacts } from './company-contacts';
import { DockScheduleForm } from './dock-schedule-form';
import { LocationDrawer } from './location-drawer';

const NONE = '—';
const yesNo = (flag: boolean) => (flag ? 'Yes' : 'No');

function LocationDetails({ location }: { location: Location }) {
  return (
    <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
      <Descriptions.Item label="Name">{location.name}</Descriptions.Item>
      <Descriptions.Item label="Type">{LOCATION_TYPE_LABEL[location.locationType]}</Descriptions.Item>
      <Descriptions.Item label="Address">
        {location.addressLine1}
        {location.addressLine2 ? `, ${location.addressLine2}` : ''}, {location.city}, {location.province}{' '}
        {location.postalCode}, {location.country}
      </Descriptions.Item>
      <Descriptions.Item label="Time Zone">{location.ianaTimeZone ?? 'Not geocoded yet'}</Descriptions.Item>
      <Descriptions.Item label="Phone">
        {location.phoneNumbers
          .map((phone) => (phone.extension ? `${phone.value} ext. ${phone.extension}` : phone.value))
          .join(', ') || NONE}
      </Descriptions.Item>
      <Descriptions.Item label="Email">{location.email ?? NONE}</Descriptions.Item>
      <Descriptions.Item label="Dock Length">
        {location.dockLength ? `${location.dockLength} ft` : NONE}
      </Descriptions.Item>
      <Descriptions.Item label="EDI Codes">{location.ediCodes.join(', ') || NONE}</Descriptions.Item>
      <Descriptions.Item label="Appointment Required">
        {yesNo(location.isAppointmentRequired)}
      </Descriptions.Item>
      <Descriptions.Item label="Lumpers Available">{yesNo(location.lumpersAvailable)}</Descriptions.Item>
      <Descriptions.Item label="Overnight Parking">{yesNo(location.overnightParking)}</Descriptions.Item>
      <Descriptions.Item label="Directions">{location.directions ?? NONE}</Descriptions.Item>
    </Descriptions>
  );
}

function DockScheduleSection({ location }: { location: Location }) {
  const schedule = useDockSchedule(location.id);
  return (
    <DetailSection title="Dock Schedule" loading={schedule.isPending}>
      {schedule.isError ? (
        <Button onClick={() => void schedule.refetch()}>Retry</Button>
      ) : schedule.data !== undefined ? (
        // Keyed by the saved schedule (none, then its id): a background refetch never resets the form.
        <DockScheduleForm
          key={schedule.data?.id ?? 'defaults'}
          location={location}
          schedule={schedule.data}
        />
      ) : null}
    </DetailSection>
  );
}

export function LocationPreviewPage({ locationNumber }: { locationNumber: string }) {
  const location = useLocationOfAddress(locationNumber);
  const user = useSession((session) => session.user);
  const [editing, setEditing] = useState(false);
  // Each opening of the drawer starts from the location as it is then.
  const [session, setSession] = useState(0);
  const data = location.data;
  return (
    <RecordPage
      title="Locations"
      caption={data ? `Location ${data.locationNumber}` : 'Location'}
      recordName="Location"
      listPath={paths.locations()}
      loading={location.isPending}
      error={location.error}
      onRetry={() => void location.refetch()}
      status={data?.isPrimaryLocation ? { label: 'Primary', color: 'blue' } : undefined}
      actions={
        data ? (
          <Button
            icon={<EditOutlined />}
            onClick={() => {
              setSession((n) => n + 1);
              setEditing(true);
            }}
          >
            Edit
          </Button>
        ) : null
      }
    >
      {data ? (
        <>
          <RecordColumns
            main={
              <>
                <DetailSection title="Location Details" loading={false} extra={<Tag>{data.name}</Tag>}>
                  <LocationDetails location={data} />
                </DetailSection>
                <DockScheduleSection location={data} />
              </>
            }
            side={
              <DetailSection title="Contacts" loading={false}>
                {user ? <CompanyContacts user={user} location={data} /> : null}
              </DetailSection>
            }
          />
          <LocationDrawer
            key={session}
            open={editing}
            location={data}
            onClose={() => setEditing(false)}
            onSaved={() => setEditing(false)}
          />
        </>
      ) : (
        ['Location Details', 'Dock Schedule', 'Contacts'].map((title) => (
          <DetailSection key={title} title={title} loading />
        ))
      )}
    </RecordPage>
  );
}
