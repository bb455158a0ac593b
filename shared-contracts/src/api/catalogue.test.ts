import { API, API_CALLS, callById } from './catalogue';
import { fillPath, toRoutePattern } from './define-call';
import { MUTATION_INVALIDATES, invalidationsAfter, queryKeys } from './query-keys';

describe('the API catalogue', () => {
  it('names every call once', () => {
    const ids = API_CALLS.map((call) => call.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('gives every call its own method and route, so the dev-stack server can register them all', () => {
    const routes = API_CALLS.map((call) => `${call.method} ${call.path.replace(/\{[^}]+\}/g, '{}')}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('writes paths relative to the API base, versioned, with named placeholders', () => {
    for (const call of API_CALLS) {
      expect(call.path).toMatch(/^v[12]\/[a-z0-9_\-/{}A-Z]+$/);
      expect(call.path).not.toMatch(/\/$/);
    }
  });

  it("keeps the spec's own paths where it shows them (spec 000 §7, 001 §7)", () => {
    expect(API.shipments.orderDropoffs.path).toBe('v2/shipments/{id}/order-dropoffs');
    expect(API.financials.thirdPartyInvoices.path).toBe('v1/third_party_payer_invoices');
    expect(API.financials.invoiceRequiredDocuments.path).toBe('v2/invoices/{id}/required-docs');
    expect(API.casesNotesDocuments.documentTrigger).toMatchObject({
      method: 'PUT',
      path: 'v2/documents/document-trigger/{id}',
    });
    expect(API.loadboard.answerTenderOffer).toMatchObject({ method: 'PUT', path: 'v1/tenders/{id}/offers' });
    expect(API.carriers.trackingDevices.path).toBe('v1/carriers/{carrierId}/etracking_devices');
    expect(API.account.myCarrier.path).toBe('v2/me/carrier');
  });

  it('marks a chosen path for every call whose path the spec does not show', () => {
    expect(API.loadboard.bookShipment.pathChosen).toBe(true);
    expect(API.casesNotesDocuments.addNote.pathChosen).toBe(true);
    expect(API.shipments.get.pathChosen).toBe(false);
  });

  it('sends GET and DELETE without a body, uploads as multipart, documents as blobs', () => {
    for (const call of API_CALLS.filter((entry) => entry.method === 'GET' || entry.method === 'DELETE')) {
      expect(call.requestBody).toBe('none');
    }
    expect(API.casesNotesDocuments.uploadDocument.requestBody).toBe('multipart');
    expect(API.shipments.uploadDocument.requestBody).toBe('multipart');
    expect(API.casesNotesDocuments.getDocument.responseKind).toBe('blob');
    expect(API.shipments.rateConfirmationDocument.responseKind).toBe('blob');
  });

  it('finds a call by id', () => {
    expect(callById('tenders.answerOffer')).toBe(API.loadboard.answerTenderOffer);
    expect(callById('no.such.call')).toBeUndefined();
  });

  it('fills a template and turns it into a router pattern', () => {
    expect(
      fillPath('v1/tms/shipments/{shipmentNumber}/stops/{stopId}/arrival', {
        shipmentNumber: 5001,
        stopId: 'A',
      }),
    ).toBe('v1/tms/shipments/5001/stops/A/arrival');
    expect(() => fillPath('v2/shipments/{id}', { id: '' })).toThrow("Missing path parameter 'id'");
    expect(toRoutePattern('v2/shipments/{id}/drivers/{driverId}')).toBe('v2/shipments/:id/drivers/:driverId');
  });
});

describe('query keys and invalidation', () => {
  it('lists what every mutation of the catalogue invalidates', () => {
    const mutations = API_CALLS.filter((call) => call.method !== 'GET').map((call) => call.id);
    expect(mutations.filter((id) => !(id in MUTATION_INVALIDATES))).toEqual([]);
    expect(Object.keys(MUTATION_INVALIDATES).filter((id) => !mutations.includes(id))).toEqual([]);
  });

  it('builds hierarchical keys so a prefix covers lists, details and their parts', () => {
    expect(queryKeys.shipments.list({ needsUpdates: true })).toEqual([
      'shipments',
      'list',
      { needsUpdates: true },
    ]);
    expect(queryKeys.shipments.detail(42)).toEqual(['shipments', 'detail', '42']);
    expect(queryKeys.shipments.part('42', 'stops').slice(0, 3)).toEqual(queryKeys.shipments.detail(42));
    expect(queryKeys.badges.sentTenders.slice(0, 1)).toEqual(queryKeys.badges.all);
  });

  it('refreshes the shell badges and the shipment lists after a booking in the load board', () => {
    const keys = invalidationsAfter('bookings.bookWithBookItNowRate');
    expect(keys).toContainEqual(queryKeys.shipments.all);
    expect(keys).toContainEqual(queryKeys.availableShipments.all);
    expect(keys).toContainEqual(queryKeys.badges.shipmentsNeedingUpdates);
  });

  it('refreshes the sent tenders badge when a tender is answered, and the new cases badge when a case is created', () => {
    expect(invalidationsAfter('tenders.answerOffer')).toContainEqual(queryKeys.badges.sentTenders);
    expect(invalidationsAfter('cases.create')).toContainEqual(queryKeys.badges.newCases);
    expect(invalidationsAfter('documents.upload')).toContainEqual(queryKeys.badges.accountingActionRequired);
  });
});
