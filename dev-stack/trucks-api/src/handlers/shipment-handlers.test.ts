// The carrier's own shipments and account: writes show in later reads, only the carrier a load is
// booked to may change it, and bad input answers 400 with model-state errors and changes nothing.
import { API } from '@trucks/shared-contracts/api/catalogue';
import { ShipmentStatus } from '@trucks/shared-contracts/domain/shipment-status';
import { DocumentFileType } from '@trucks/shared-contracts/domain/document-file-type';
import { DEMO_COMPANIES } from '../../../demo-accounts';
import { multipartBody } from '../test-support/trucks-api-harness';
import {
  expectRefusedAsInvalid,
  seededRecords,
  snapshotOf,
  useTrucksApi,
} from '../test-support/trucks-api-suite';
import type { ShipmentRecord } from '../store/records';

const CARRIER = DEMO_COMPANIES.carrier.id;
const PDF = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');

const trucks = useTrucksApi({ admin: 'carrier-admin', broker: 'broker' });

const pickLoad = seededRecords<ShipmentRecord>(
  (s) => s.id,
  'The seed ran out of matching demo-carrier loads',
);
const freshLoad = (matches: (s: ShipmentRecord) => boolean) =>
  pickLoad(trucks.api.store.shipments.values(), (s) => s.carrierId === CARRIER && matches(s));
const moving = (s: ShipmentRecord) =>
  s.status >= ShipmentStatus.Dispatched && s.status <= ShipmentStatus.AtStop && s.drivers.length > 0;

function snapshot(): string {
  const { shipments, users, carriers, documents } = trucks.api.store;
  return snapshotOf(
    shipments.values(),
    users.values(),
    carriers.values(),
    [...documents.values()].map(({ bytes: _bytes, ...doc }) => doc),
  );
}

describe('writes show in later reads', () => {
  test('a new stop appointment is what the stops answer next', async () => {
    const load = freshLoad(moving);
    const stop = load.stops[load.stops.length - 1]!;
    const appointment = '2026-03-07T14:00:00-06:00';
    const response = await trucks.admin.call(API.shipments.updateStopAppointment, {
      params: { id: load.id, stopId: stop.id },
      body: { appointmentDateTime: appointment },
    });
    expect(response.json()).toMatchObject({ id: stop.id, appointmentDateTime: appointment });
    const stops = (await trucks.admin.call(API.shipments.stops, { params: { id: load.id } })).json<
      { id: string; appointmentDateTime: string }[]
    >();
    expect(stops.find((s) => s.id === stop.id)!.appointmentDateTime).toBe(appointment);
  });

  test('a removed driver is gone from the drivers list', async () => {
    const load = freshLoad(moving);
    const driver = load.drivers[0]!;
    expect(
      (await trucks.admin.call(API.shipments.removeDriver, { params: { id: load.id, driverId: driver.id } }))
        .statusCode,
    ).toBe(204);
    const drivers = (await trucks.admin.call(API.shipments.drivers, { params: { id: load.id } })).json<
      { id: string }[]
    >();
    expect(drivers.map((d) => d.id)).not.toContain(driver.id);
  });

  test('an assigned driver is on the drivers list and the shipment; a second assignment of them is refused', async () => {
    const load = freshLoad((s) => moving(s) && s.drivers.length === 1);
    const driver = [...trucks.api.store.contacts.values()].find(
      (c) =>
        c.companyId === CARRIER && !c.deleted && c.roles.includes('Driver') && c.id !== load.drivers[0]!.id,
    )!;
    const response = await trucks.admin.call(API.shipments.assignDriver, {
      params: { id: load.id },
      body: { driverId: driver.id },
    });
    expect(response.json<{ id: string }[]>().map((d) => d.id)).toContain(driver.id);
    const shipment = (await trucks.admin.call(API.shipments.get, { params: { id: load.id } })).json<{
      drivers: { id: string; firstName: string }[];
    }>();
    expect(shipment.drivers).toContainEqual(
      expect.objectContaining({ id: driver.id, firstName: driver.firstName }),
    );
    const again = await trucks.admin.call(API.shipments.assignDriver, {
      params: { id: load.id },
      body: { driverId: driver.id },
    });
    expect(again.statusCode).toBe(400);
  });

  test('a new PRO number is what the shipment answers next', async () => {
    const load = freshLoad(moving);
    await trucks.admin.call(API.shipments.updateShippingProNumber, {
      params: { id: load.id },
      body: { value: 'PRO-778899' },
    });
    expect(
      (await trucks.admin.call(API.shipments.get, { params: { id: load.id } })).json().shippingProNumber,
    ).toBe('PRO-778899');
  });

  test('quick closure delivers a load in transit', async () => {
    const load = freshLoad((s) => s.status === ShipmentStatus.InTransit);
    expect(
      (await trucks.admin.call(API.shipments.quickClosure, { params: { id: load.id }, body: {} })).statusCode,
    ).toBe(204);
    expect((await trucks.admin.call(API.shipments.get, { params: { id: load.id } })).json().status).toBe(
      ShipmentStatus.Delivered,
    );
  });

  test('an uploaded document is listed on the shipment and served back byte for byte', async () => {
    const load = freshLoad(moving);
    const upload = await trucks.admin.call(API.shipments.uploadDocument, {
      params: { id: load.id },
      multipart: multipartBody(
        { name: 'Scale ticket.pdf', fileType: String(DocumentFileType.ShipmentMiscellaneous) },
        [{ field: 'file', fileName: 'scale.pdf', contentType: 'application/pdf', bytes: PDF }],
      ),
    });
    expect(upload.statusCode).toBe(200);
    const document = upload.json<{ id: string; name: string; fileURL: string }>();
    expect(document.name).toBe('Scale ticket.pdf');
    const listed = (await trucks.admin.call(API.shipments.documents, { params: { id: load.id } })).json<
      { id: string }[]
    >();
    expect(listed.map((d) => d.id)).toContain(document.id);
    const file = await trucks.admin.inject({ method: 'GET', url: document.fileURL });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(new Uint8Array(file.rawPayload)).toEqual(PDF);
  });

  test('a listed shipment says whether it has tracking problems, as problem_shipments does', async () => {
    const list = (await trucks.admin.call(API.shipments.list, { query: { page: 1, pageSize: 1000 } })).json<{
      data: { id: string; hasTrackingProblems?: boolean }[];
    }>().data;
    const problems = (
      await trucks.admin.call(API.shipments.problemShipments, { query: { page: 1, pageSize: 1000 } })
    ).json<{ data: { id: string }[] }>().data;
    const problemIds = new Set(problems.map((s) => s.id));
    expect(problemIds.size).toBeGreaterThan(0);
    expect(list.some((s) => s.hasTrackingProblems === false)).toBe(true);
    for (const shipment of list) expect(shipment.hasTrackingProblems).toBe(problemIds.has(shipment.id));
  });

  test('a shipment’s documents include those filed on its cases (the case’s documents page)', async () => {
    const log = [...trucks.api.store.documents.values()].find((d) => d.name.startsWith('Detention log'))!;
    const shipmentId = trucks.api.store.cases.get(log.entityId)!.shipmentId!;
    const listed = (await trucks.admin.call(API.shipments.documents, { params: { id: shipmentId } })).json<
      { id: string; name: string }[]
    >();
    expect(listed.map((d) => d.name)).toContain(log.name);
  });

  test('the seeded rate confirmation is a real PDF', async () => {
    const load = freshLoad(moving);
    const file = await trucks.admin.call(API.shipments.rateConfirmationDocument, { params: { id: load.id } });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('a profile update is what the next read of the user shows, with roles normalised', async () => {
    const user = await trucks.api.signIn('carrier-user');
    const response = await user.call(API.account.updateProfile, {
      body: {
        firstName: 'Dana',
        lastName: 'Reyes',
        emailAddresses: [{ value: 'dana@carrier.test' }],
        phoneNumbers: [{ value: '(214) 555-0100' }],
        roles: ['Bill-to', 'Billing Inquiry'],
      },
    });
    expect(response.statusCode).toBe(200);
    expect((await user.call(API.account.currentUser)).json()).toMatchObject({
      firstName: 'Dana',
      lastName: 'Reyes',
      roles: ['BillTo', 'BillingInquiry'],
    });
  });

  test('the unsettled invoice reminder schedule is kept', async () => {
    const response = await trucks.admin.call(API.carriers.updateUnsettledInvoiceNotificationSchedule, {
      params: { id: CARRIER },
      body: { schedule: 'Monthly' },
    });
    expect(response.json()).toEqual({ schedule: 'Monthly' });
    expect(trucks.api.store.carriers.get(CARRIER)!.unsettledInvoiceNotificationSchedule).toBe('Monthly');
  });
});

describe('only the carrier a load is booked to may change it', () => {
  test('another carrier gets 403 and the load is unchanged', async () => {
    const load = freshLoad(moving);
    const before = snapshot();
    const stop = load.stops[0]!;
    expect(
      (
        await trucks.broker.call(API.shipments.updateStopAppointment, {
          params: { id: load.id, stopId: stop.id },
          body: { appointmentDateTime: '2026-03-07T08:00:00-05:00' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await trucks.broker.call(API.shipments.removeDriver, {
          params: { id: load.id, driverId: load.drivers[0]!.id },
        })
      ).statusCode,
    ).toBe(403);
    expect(snapshot()).toBe(before);
  });

  test('another carrier’s settings answer 403', async () => {
    expect((await trucks.broker.call(API.carriers.scorecard, { params: { id: CARRIER } })).statusCode).toBe(
      403,
    );
    expect(
      (
        await trucks.broker.call(API.carriers.updateUnsettledInvoiceNotificationSchedule, {
          params: { id: CARRIER },
          body: { schedule: 'Never' },
        })
      ).statusCode,
    ).toBe(403);
  });

  test('a driver sees only the loads they drive', async () => {
    const driver = await trucks.api.signIn('driver');
    const page = (await driver.call(API.shipments.list, { query: { pageSize: 500 } })).json<{
      data: { id: string }[];
    }>();
    expect(page.data.length).toBeGreaterThan(0);
    expect(
      page.data.every((s) =>
        trucks.api.store.shipments.get(s.id)!.drivers.some((d) => d.id === driver.account.id),
      ),
    ).toBe(true);
  });
});

describe('bad input answers 400 with model-state errors and changes nothing', () => {
  const load = () =>
    [...trucks.api.store.shipments.values()].find((s) => s.carrierId === CARRIER && moving(s))!;

  test.each([
    [
      'a sign-in without a password',
      () => trucks.api.call(API.account.login, { body: { userName: 'admin@carrier.test' } }),
      'password',
    ],
    [
      'an IdP exchange without a token',
      () => trucks.api.call(API.account.authorizeUser, { body: {} }),
      'identityToken',
    ],
    [
      'a driver link without a token',
      () => trucks.api.call(API.account.mobileAuthorizeUser, { body: { driverToken: 42 } }),
      'driverToken',
    ],
    [
      'a reset request with an address that is not one',
      () =>
        trucks.api.call(API.account.requestPasswordReset, {
          body: { emailAddress: 'not-an-address', url: 'https://localhost:8443/reset-password/' },
        }),
      'emailAddress',
    ],
    [
      'a reset with a short password',
      () =>
        trucks.api.call(API.account.resetPassword, {
          body: { resetToken: 'whatever', newPassword: 'short' },
        }),
      'newPassword',
    ],
    [
      'a profile without a first name',
      () =>
        trucks.admin.call(API.account.updateProfile, {
          body: { firstName: '', lastName: 'X', emailAddresses: [], phoneNumbers: [] },
        }),
      'firstName',
    ],
    [
      'a reminder schedule that is not offered',
      () =>
        trucks.admin.call(API.carriers.updateUnsettledInvoiceNotificationSchedule, {
          params: { id: CARRIER },
          body: { schedule: 'Hourly' },
        }),
      'schedule',
    ],
    [
      'an appointment that is not a date-time',
      () =>
        trucks.admin.call(API.shipments.updateStopAppointment, {
          params: { id: load().id, stopId: load().stops[0]!.id },
          body: { appointmentDateTime: 'tomorrow morning' },
        }),
      'appointmentDateTime',
    ],
    [
      'an appointment update with no time at all',
      () =>
        trucks.admin.call(API.shipments.updateStopAppointment, {
          params: { id: load().id, stopId: load().stops[0]!.id },
          body: {},
        }),
      'body',
    ],
    [
      'an empty PRO number',
      () =>
        trucks.admin.call(API.shipments.updateShippingProNumber, {
          params: { id: load().id },
          body: { value: ' ' },
        }),
      'value',
    ],
    [
      'a quick closure with a body it does not take',
      () => trucks.admin.call(API.shipments.quickClosure, { params: { id: load().id }, body: { status: 7 } }),
      'body',
    ],
    [
      'removing a driver who is not on the load',
      () =>
        trucks.admin.call(API.shipments.removeDriver, {
          params: { id: load().id, driverId: 'someone-else' },
        }),
      'driverId',
    ],
    [
      'an upload without a file',
      () =>
        trucks.admin.call(API.shipments.uploadDocument, {
          params: { id: load().id },
          multipart: multipartBody({ name: 'x.pdf', fileType: '45' }, []),
        }),
      'file',
    ],
    [
      'an upload of an unknown file type',
      () =>
        trucks.admin.call(API.shipments.uploadDocument, {
          params: { id: load().id },
          multipart: multipartBody({ name: 'x.pdf', fileType: '7' }, [
            { field: 'file', fileName: 'x.pdf', contentType: 'application/pdf', bytes: PDF },
          ]),
        }),
      'fileType',
    ],
    [
      'a body that is not JSON',
      () =>
        trucks.admin.inject({
          method: 'PUT',
          url: `/v2/me/profile`,
          headers: { 'content-type': 'application/json' },
          payload: '{"firstName":',
        }),
      'body',
    ],
  ])('%s', (_case, send, field) => expectRefusedAsInvalid(send, field, snapshot));

  test.each([
    ['a shipment', () => trucks.admin.call(API.shipments.get, { params: { id: 'no-such-shipment' } })],
    [
      'a stop of a shipment',
      () =>
        trucks.admin.call(API.shipments.updateStopAppointment, {
          params: { id: load().id, stopId: 'no-such-stop' },
          body: { appointmentDateTime: '2026-03-07T08:00:00-05:00' },
        }),
    ],
    ['a carrier', () => trucks.admin.call(API.carriers.get, { params: { id: 'no-such-carrier' } })],
  ])('an unknown id of %s answers 404', async (_case, send) => {
    const response = await send();
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ title: 'Not Found', status: 404 });
  });
});
