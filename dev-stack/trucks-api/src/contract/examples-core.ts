// Contract examples for the account, carrier, shipment and load-board calls.
import { DEMO_COMPANIES, DEMO_PASSWORD } from '../../../demo-accounts';
import { ShipmentStatus } from '@trucks/shared-contracts/domain/shipment-status';
import { TenderResponseStatus } from '@trucks/shared-contracts/domain/tender-response-status';
import { PaymentOption } from '@trucks/shared-contracts/domain/payment-option';
import { DocumentFileType } from '@trucks/shared-contracts/domain/document-file-type';
import { EquipmentType } from '@trucks/shared-contracts/domain/equipment-type';
import { API } from '@trucks/shared-contracts/api/catalogue';
import { DEMO_DRIVER_TOKEN } from '../handlers/account-handlers';
import { demoAccount, idTokenClaimsOf, multipartBody } from '../test-support/trucks-api-harness';
import type { ShipmentRecord, TenderRecord } from '../store/records';
import type { TrucksStore } from '../store/store';
import { seeded } from './example-types';
import type { ContractExamples } from './example-types';

const CARRIER = DEMO_COMPANIES.carrier.id;

/** Loads of the demo carrier in a given state, in seed order. */
function demoLoads(store: TrucksStore, matches: (s: ShipmentRecord) => boolean): ShipmentRecord[] {
  return [...store.shipments.values()].filter((s) => s.carrierId === CARRIER && matches(s));
}

/** Open loads with a book-it-now rate; examples that change a load each take their own index. */
function openLoad(store: TrucksStore, index: number): ShipmentRecord {
  const open = [...store.shipments.values()].filter(
    (s) => s.status === ShipmentStatus.ReadyToBook && s.bookItNowRate,
  );
  const load = open[index];
  if (!load) throw new Error(`The seed has fewer than ${index + 1} open loads with a book-it-now rate`);
  return load;
}

function movingLoad(store: TrucksStore, index = 0): ShipmentRecord {
  const loads = demoLoads(
    store,
    (s) => s.status >= ShipmentStatus.Dispatched && s.status <= ShipmentStatus.AtStop && s.drivers.length > 0,
  );
  const load = loads[index];
  if (!load) throw new Error(`The seed has fewer than ${index + 1} moving loads of the demo carrier`);
  return load;
}

function sentDemoTender(store: TrucksStore, index: number): TenderRecord {
  const sent = [...store.tenders.values()].filter(
    (t) => t.carrierId === CARRIER && t.status === TenderResponseStatus.Sent,
  );
  const tender = sent[index];
  if (!tender) throw new Error(`The seed has fewer than ${index + 1} sent tenders to the demo carrier`);
  return tender;
}

const SAMPLE_PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

export const CORE_EXAMPLES: ContractExamples = {
  // Account and sign-in
  'auth.login': {
    persona: 'public',
    input: () => ({ body: { userName: demoAccount('carrier-admin').username, password: DEMO_PASSWORD } }),
  },
  'auth.authorizeUser': {
    persona: 'public',
    input: async ({ api }) => ({
      body: { identityToken: await api.idp.signIdToken(idTokenClaimsOf(demoAccount('carrier-user'))) },
    }),
  },
  'auth.mobileAuthorizeUser': {
    persona: 'public',
    input: () => ({ body: { driverToken: DEMO_DRIVER_TOKEN } }),
  },
  'auth.requestPasswordReset': {
    persona: 'public',
    input: () => ({
      body: { emailAddress: demoAccount('shipper').email, url: 'https://localhost:8443/reset-password/' },
    }),
  },
  'auth.resetPassword': {
    persona: 'public',
    input: async ({ api, store }) => {
      // A reset link is only ever made by a request; make one and read it as the log would show it.
      const shipper = demoAccount('shipper');
      await api.call(API.account.requestPasswordReset, {
        body: { emailAddress: shipper.email, url: 'https://localhost:8443/reset-password/' },
      });
      const resetToken = seeded(
        store.passwordResets.entries(),
        'password reset for the shipper',
        ([, userId]) => userId === shipper.id,
      )[0];
      return { body: { resetToken, newPassword: DEMO_PASSWORD } };
    },
  },
  'me.user': {},
  'me.updateProfile': {
    persona: 'carrier-user',
    input: () => {
      const user = demoAccount('carrier-user');
      return {
        body: {
          firstName: user.firstName,
          lastName: user.lastName,
          title: 'Dispatcher',
          emailAddresses: user.emailAddresses,
          phoneNumbers: user.phoneNumbers,
          roles: ['Bill-to'],
        },
      };
    },
  },
  'me.carrier': {},
  'me.company': {},
  'me.notificationPreferences': {},
  'content.videos': {},
  'accessRequests.openCount': {},

  // The carrier
  'carriers.get': { input: () => ({ params: { id: CARRIER } }) },
  'carriers.threePlCustomers': { input: () => ({ params: { id: CARRIER } }) },
  'carriers.liveEquipment': { input: () => ({ params: { id: CARRIER } }) },
  'carriers.reloads': {
    input: ({ store }) => ({
      params: { id: CARRIER },
      query: { reloadShipment: movingLoad(store).shipmentNumber, pageSize: 50 },
    }),
  },
  'carriers.accessorialRateConfigurations': { input: () => ({ params: { id: CARRIER } }) },
  'carriers.defaultSettings': { input: () => ({ params: { id: CARRIER } }) },
  'carriers.performanceMetric': { input: () => ({ params: { id: CARRIER } }) },
  'carriers.scorecard': { input: () => ({ params: { id: CARRIER } }) },
  'carriers.factoringCompanies': { input: () => ({ params: { id: CARRIER } }) },
  'carriers.trackingDevices': {
    input: () => ({ params: { carrierId: CARRIER }, query: { page: 1, pageSize: 50 } }),
  },
  'carriers.paymentConfigurations': {},
  'carriers.unbookabilityReasons': {},
  'carriers.eldIntegrationSettings': {},
  'carriers.sync': { input: () => ({ body: {} }) },
  'carriers.updateUnsettledInvoiceNotificationSchedule': {
    input: () => ({ params: { id: CARRIER }, body: { schedule: 'Daily' } }),
  },
  'equipment.searchTrailers': { input: () => ({ query: { q: 'TR', page: 1, pageSize: 50 } }) },
  'equipment.searchPowerUnits': { input: () => ({ query: { q: 'PU', page: 1, pageSize: 50 } }) },

  // Shipments of the carrier
  'shipments.list': { input: () => ({ query: { page: 1, pageSize: 50 } }) },
  'shipments.totalCount': {
    input: () => ({ query: { statuses: [ShipmentStatus.Booked, ShipmentStatus.Dispatched] } }),
  },
  'shipments.search': {
    input: ({ store }) => ({ query: { q: movingLoad(store).shipmentNumber.slice(0, 5) } }),
  },
  'shipments.get': { input: ({ store }) => ({ params: { id: movingLoad(store).id } }) },
  'shipments.requirements': { input: ({ store }) => ({ params: { id: movingLoad(store).id } }) },
  'shipments.laneMatches': { input: ({ store }) => ({ params: { id: movingLoad(store).id } }) },
  'shipments.latestActivity': { input: ({ store }) => ({ params: { id: movingLoad(store).id } }) },
  'shipments.reloads': {
    input: ({ store }) => ({ params: { id: movingLoad(store).id }, query: { currentCount: 0 } }),
  },
  'shipments.trips': {
    input: ({ store }) => ({
      params: { id: seeded(store.shipments.values(), 'load on a trip', (s) => s.tripId !== null).id },
    }),
  },
  'shipments.drivers': { input: ({ store }) => ({ params: { id: movingLoad(store).id } }) },
  'shipments.assignDriver': {
    input: ({ store }) => {
      const load = movingLoad(store, 5);
      const driver = [...store.contacts.values()].find(
        (c) =>
          c.companyId === load.carrierId &&
          !c.deleted &&
          c.roles.includes('Driver') &&
          !load.drivers.some((d) => d.id === c.id),
      )!;
      return { params: { id: load.id }, body: { driverId: driver.id } };
    },
  },
  'shipments.removeDriver': {
    input: ({ store }) => {
      const load = movingLoad(store, 3);
      return { params: { id: load.id, driverId: load.drivers[0]!.id } };
    },
  },
  'shipments.equipment': { input: ({ store }) => ({ params: { id: movingLoad(store).id } }) },
  'shipments.documents': { input: ({ store }) => ({ params: { id: movingLoad(store).id } }) },
  'shipments.uploadDocument': {
    input: ({ store }) => ({
      params: { id: movingLoad(store, 1).id },
      multipart: multipartBody(
        { name: 'Lumper receipt.pdf', fileType: String(DocumentFileType.ShipmentMiscellaneous) },
        [
          {
            field: 'file',
            fileName: 'lumper-receipt.pdf',
            contentType: 'application/pdf',
            bytes: SAMPLE_PDF,
          },
        ],
      ),
    }),
  },
  'shipments.stops': { input: ({ store }) => ({ params: { id: movingLoad(store).id } }) },
  'shipments.orderDropoffs': { input: ({ store }) => ({ params: { id: movingLoad(store).id } }) },
  'shipments.billingConfiguration': { input: ({ store }) => ({ params: { id: movingLoad(store).id } }) },
  'shipments.trackingProblems': {
    input: ({ store }) => ({
      params: {
        id: seeded(
          store.shipments.values(),
          'load with a tracking problem',
          (s) => s.trackingProblems.length > 0,
        ).id,
      },
    }),
  },
  'shipments.rateConfirmationDocument': { input: ({ store }) => ({ params: { id: movingLoad(store).id } }) },
  'shipments.updateStopAppointment': {
    input: ({ store }) => {
      const load = movingLoad(store, 2);
      const stop = load.stops[load.stops.length - 1]!;
      return {
        params: { id: load.id, stopId: stop.id },
        body: { appointmentDateTime: '2026-03-06T09:30:00-05:00' },
      };
    },
  },
  'shipments.updateShippingProNumber': {
    input: ({ store }) => ({ params: { id: movingLoad(store, 2).id }, body: { value: 'PRO-4471' } }),
  },
  'shipments.quickClosure': {
    input: ({ store }) => ({
      params: {
        id: seeded(
          demoLoads(store, (s) => s.status === ShipmentStatus.InTransit),
          'demo load in transit',
        ).id,
      },
      body: {},
    }),
  },
  'shipments.problemShipments': { input: () => ({ query: { page: 1, pageSize: 50 } }) },
  'quickSearches.shipments': {
    input: ({ store }) => ({
      query: { query: movingLoad(store).shipmentNumber.slice(0, 4), page: 1, pageSize: 10 },
    }),
  },
  'quickSearches.powerUnits': { input: () => ({ query: { query: 'PU', page: 1, pageSize: 10 } }) },
  'quickSearches.quotableLocations': { input: () => ({ query: { query: 'Dal', page: 1, pageSize: 10 } }) },

  // The load board
  'availableShipments.list': { input: () => ({ query: { page: 1, pageSize: 50 } }) },
  'availableShipments.topPicks': { input: () => ({ query: { page: 1, pageSize: 10 } }) },
  'availableShipments.details': {
    input: ({ store }) => ({
      params: { shipmentNumberOrId: openLoad(store, 0).shipmentNumber },
      query: { view: 'available' },
    }),
  },
  'availableShipments.matches': {
    input: ({ store }) => ({ params: { shipmentNumberOrId: openLoad(store, 0).id } }),
  },
  'availableShipments.reloads': {
    input: ({ store }) => ({
      params: { shipmentNumberOrId: openLoad(store, 0).id },
      query: { carrierId: CARRIER, page: 1 },
    }),
  },
  'bookings.bookWithBookItNowRate': {
    input: ({ store }) => {
      const load = openLoad(store, 5);
      const { rate, rateType, chargeRateType } = load.bookItNowRate!;
      return {
        body: {
          bookingApplication: 'Trucks',
          carrierId: CARRIER,
          shipmentId: load.id,
          paymentOption: PaymentOption.BookItNow,
          carrierRate: { rate, rateType, chargeRateType },
          hash: load.hash,
        },
      };
    },
  },
  'rateRequests.respond': {
    input: ({ store }) => ({
      body: {
        response: {
          carrierId: CARRIER,
          carrierRate: { rate: 1850, rateType: 'AllIn', chargeRateType: 'Flat' },
          respondingContactId: demoAccount('carrier-admin').id,
          shipmentId: openLoad(store, 6).id,
          response: 'Offer',
        },
      },
    }),
  },
  'rateRequests.list': { input: () => ({ query: { carrierId: CARRIER, page: 1, pageSize: 50 } }) },
  'rateRequests.get': {
    input: ({ store }) => ({
      params: {
        id: seeded(
          store.rateRequests.values(),
          'rate request to the demo carrier',
          (r) => r.carrierId === CARRIER,
        ).id,
      },
    }),
  },
  'tenders.list': { input: () => ({ query: { page: 1, pageSize: 50 } }) },
  'tenders.get': { input: ({ store }) => ({ params: { id: sentDemoTender(store, 0).id } }) },
  'tenders.answerOffer': {
    input: ({ store }) => ({
      params: { id: sentDemoTender(store, 1).id },
      body: { status: 'Rejected', rejectionReason: 'No truck in the area.' },
    }),
  },
  'tenders.updateStatus': {
    input: ({ store }) => {
      const tender = sentDemoTender(store, 2);
      return {
        params: { tenderId: tender.id },
        body: {
          carrierId: CARRIER,
          carrierRate: tender.rate,
          response: 'Accept',
          shipmentId: tender.shipmentId,
          tenderId: tender.id,
          paymentOption: PaymentOption.StandardPay,
          bookingApplication: 'Trucks',
        },
      };
    },
  },
  'savedLanes.list': {},
  'savedLanes.create': {
    input: () => ({
      body: {
        name: 'Dallas to Atlanta',
        originCity: 'Dallas',
        originState: 'TX',
        originRadius: 100,
        destinationCity: 'Atlanta',
        destinationState: 'GA',
        destinationRadius: 100,
        equipmentTypes: EquipmentType.Van,
        notify: true,
      },
    }),
  },
  'savedLanes.delete': {
    input: async ({ as }) => {
      // Deletes a lane of its own making, so the seeded lanes stay for the other examples.
      const admin = await as('carrier-admin');
      const created = await admin.call(API.loadboard.saveLane, {
        body: { originState: 'TX', equipmentTypes: 0, notify: false },
      });
      return { params: { id: created.json<{ id: string }>().id } };
    },
  },
};
