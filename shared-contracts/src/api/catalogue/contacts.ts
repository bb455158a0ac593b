// Contacts, drivers, the current user's contact and profile picture (spec 000 §7, 001 §3, §7).
import type { Contact, ContactInput, ContactListQuery } from '../../domain/contact';
import type { ItemsPage } from '../../domain/paged-list';
import { defineCall } from '../define-call';
import type { SearchQuery } from './wire-shapes';

/** Update profile picture (spec 000 §7): name, type ContactProfilepicture, data (base64 of the image). */
export interface ProfilePictureUpload {
  name: string;
  type: 'ContactProfilepicture';
  data: string;
}

export const contactCalls = {
  list: defineCall<{ query: ContactListQuery; response: ItemsPage<Contact> }>()({
    id: 'contacts.list',
    method: 'GET',
    path: 'v1/contacts',
    summary: 'Contacts list by roles and contact search (q, roles, fuzzyMatch, page, pageSize 50)',
    source: '000 §7, 001 §7',
    pathChosen: true,
  }),
  currentUserContact: defineCall<{ response: Contact }>()({
    id: 'contacts.currentUser',
    method: 'GET',
    path: 'v1/contacts/me',
    summary: 'Current user contact (profile page)',
    source: '000 §7, 001 §7',
    pathChosen: true,
  }),
  get: defineCall<{ response: Contact }>()({
    id: 'contacts.get',
    method: 'GET',
    path: 'v1/contacts/{id}',
    summary: 'A contact',
    source: '001 §7',
    pathChosen: true,
  }),
  create: defineCall<{ body: ContactInput; response: Contact }>()({
    id: 'contacts.create',
    method: 'POST',
    path: 'v1/contacts',
    summary: "Create a contact; 'Contact Successfully Created'",
    source: '001 §7',
    pathChosen: true,
  }),
  update: defineCall<{ body: ContactInput; response: Contact }>()({
    id: 'contacts.update',
    method: 'PUT',
    path: 'v1/contacts/{id}',
    summary: 'Update contact',
    source: '000 §7, 001 §7',
    pathChosen: true,
  }),
  delete: defineCall()({
    id: 'contacts.delete',
    method: 'DELETE',
    path: 'v1/contacts/{id}',
    summary: 'Delete a contact',
    source: '001 §7',
    pathChosen: true,
    responseKind: 'empty',
  }),
  updateProfilePicture: defineCall<{ body: ProfilePictureUpload; response: { fileId: string } }>()({
    id: 'contacts.updateProfilePicture',
    method: 'PUT',
    path: 'v1/contacts/{id}/profile_picture',
    summary: "Update profile picture; 'Profile Picture Saved'",
    source: '000 §7',
    pathChosen: true,
  }),
  removeProfilePicture: defineCall()({
    id: 'contacts.removeProfilePicture',
    method: 'DELETE',
    path: 'v1/contacts/{id}/profile_picture',
    summary: "Remove profile picture; 'Profile Picture Removed'",
    source: 'portal',
    pathChosen: true,
    responseKind: 'empty',
  }),
  // shipmentNumber (ours, additive): the drivers of the carrier booked on a shipment the caller's
  // company manages, so a shipper can assign them (spec 001 §7 'drivers save').
  searchDrivers: defineCall<{
    query: SearchQuery & { shipmentNumber?: string };
    response: ItemsPage<Contact>;
  }>()({
    id: 'contacts.searchDrivers',
    method: 'GET',
    path: 'v1/drivers',
    summary:
      "Driver search (q, page 1, pageSize 50); with shipmentNumber, the drivers of the carrier booked on the shipper's own shipment",
    source: '000 §7, 001 §7',
    pathChosen: true,
  }),
  companyContacts: defineCall<{ query: SearchQuery; response: ItemsPage<Contact> }>()({
    id: 'contacts.byCompany',
    method: 'GET',
    path: 'v1/companies/{companyNumber}/contacts',
    summary: 'Company contacts by companyNumber',
    source: '001 §7',
    pathChosen: true,
  }),
};
