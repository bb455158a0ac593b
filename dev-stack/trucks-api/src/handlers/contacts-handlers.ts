// Contacts of the user's company (spec 000 §7, 001 §3, §7): list by roles with fuzzy search, get,
// create, update, delete, driver search, the current user's contact, company contacts, the
// profile picture. A company sees and changes only its own contacts.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { DocumentFileType } from '@trucks/shared-contracts/domain/document-file-type';
import { EntityType } from '@trucks/shared-contracts/domain/entity-type';
import { normalizeRoles } from '@trucks/shared-contracts/rules/normalize-role';
import { PAGE_SIZE } from '@trucks/shared-contracts/rules/page-sizes';
import type { ItemsPage } from '@trucks/shared-contracts/domain/paged-list';
import {
  fieldProblem,
  forbiddenProblem,
  modelStateProblem,
  notFoundProblem,
  zodProblem,
} from '../http/problem';
import { list, pageOf, param, parseBody, signedInUser, text } from './context-helpers';
import { contentTypeOf, extensionOf, storeNewDocument } from './document-files';
import type { CallContext, HandlerTable } from './handler-types';
import type { Contact } from '../store/wire-types';
import type { ContactRecord, TrucksStore, UserRecord } from '../store/store';

function contactView(record: ContactRecord): Contact {
  const { deleted: _deleted, ...contact } = record;
  return contact;
}

function companyContacts(store: TrucksStore, companyId: string): ContactRecord[] {
  return [...store.contacts.values()].filter((c) => !c.deleted && c.companyId === companyId);
}

const lower = (value: string | null | undefined) => (value ?? '').toLowerCase();

/**
 * Contact search (spec 001 §7: q with fuzzyMatch). Exact: q starts the first name, the last name, the
 * full name or an e-mail address. Fuzzy: every word of q appears somewhere in the name, title,
 * e-mail addresses or phone numbers, in any order.
 */
function matchesContact(contact: ContactRecord, q: string | undefined, fuzzy: boolean): boolean {
  if (!q) return true;
  const needle = q.trim().toLowerCase();
  if (!fuzzy) {
    return [
      contact.firstName,
      contact.lastName,
      `${contact.firstName} ${contact.lastName}`,
      ...contact.emailAddresses.map((e) => e.value),
    ].some((v) => lower(v).startsWith(needle));
  }
  const haystack = [
    contact.firstName,
    contact.lastName,
    contact.title,
    contact.functionTitle,
    ...contact.emailAddresses.map((e) => e.value),
    ...contact.phoneNumbers.map((p) => p.value),
  ]
    .map(lower)
    .join(' ');
  return needle.split(/\s+/).every((word) => haystack.includes(word));
}

const byName = (a: ContactRecord, b: ContactRecord) =>
  a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName) || a.id.localeCompare(b.id);

const queryBoolean = z.preprocess(
  (value) => (value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value),
  z.boolean(),
);
const PageSchema = z.object({
  page: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce.number().int().min(0).max(500).optional(),
});
const ContactListSchema = PageSchema.extend({
  q: z.string().optional(),
  fuzzyMatch: queryBoolean.optional(),
  roles: z.array(z.string().min(1)).optional(),
});
const SearchSchema = PageSchema.extend({ q: z.string().optional() });

function readQuery<S extends z.ZodObject>(
  schema: S,
  context: CallContext,
  arrays: readonly string[] = [],
): z.infer<S> {
  const raw: Record<string, unknown> = {};
  for (const key of Object.keys(schema.shape)) {
    const value = arrays.includes(key) ? list(context.query, key) : text(context.query, key);
    if (value !== undefined) raw[key] = value;
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw zodProblem(parsed.error);
  return parsed.data;
}

function itemsPage(
  rows: ContactRecord[],
  page: number | undefined,
  pageSize: number | undefined,
): ItemsPage<Contact> {
  const result = pageOf(rows, { page: page ?? 1, pageSize: pageSize ?? PAGE_SIZE.contacts });
  return {
    items: result.data.map(contactView),
    page: result.page,
    pageSize: result.pageSize,
    totalCount: result.totalCount,
  };
}

/** A contact of the user's company; any other is as unknown as a made-up id. */
function ownContact(context: CallContext, name = 'id'): ContactRecord {
  const user = signedInUser(context);
  const id = param(context, name);
  const contact = context.store.contacts.get(id);
  if (!contact || contact.deleted || contact.companyId !== user.companyId)
    throw notFoundProblem(`Contact ${id}`);
  return contact;
}

const optionalText = z.string().trim().max(200).nullish();
const ContactInputSchema = z.object({
  id: z.string().optional(),
  firstName: z.string({ error: 'First name is required.' }).trim().min(1, 'First name is required.').max(100),
  lastName: z.string({ error: 'Last name is required.' }).trim().min(1, 'Last name is required.').max(100),
  functionTitle: optionalText,
  title: optionalText,
  roles: z.array(z.string().trim().min(1), { error: 'Roles must be a list.' }).default([]),
  emailAddresses: z
    .array(
      z.object({
        value: z.email('A valid e-mail address is required.'),
        type: z.string().optional(),
        isPrimary: z.boolean().optional(),
      }),
      { error: 'E-mail addresses must be a list.' },
    )
    .default([]),
  phoneNumbers: z
    .array(
      z.object({
        value: z.string().trim().min(7, 'A phone number has at least 7 digits.').max(40),
        extension: z.string().max(10).optional(),
        type: z.string().optional(),
        isPrimary: z.boolean().optional(),
      }),
      {
        error: 'Phone numbers must be a list.',
      },
    )
    .default([]),
  linkedInProfileUrl: z.union([z.url('A LinkedIn profile is a web address.'), z.literal('')]).nullish(),
  locations: z.array(z.string()).default([]),
  permissions: z.array(z.string().min(1)).default([]),
  is3PL: z.boolean().optional(),
  isCarrier: z.boolean().optional(),
  companyId: z.string().optional(),
  isPortalEnabled: z.boolean().default(false),
  accessLevels: z.array(z.string()).default([]),
  userName: z.string().trim().max(200).nullish(),
  isBroker: z.boolean().optional(),
  isBookable: z.boolean().default(true),
  isOnHold: z.boolean().default(false),
});
type ContactInput = z.infer<typeof ContactInputSchema>;

function isAdmin(user: UserRecord): boolean {
  return user.roles.includes('Admin') || user.permissions.includes('Admin');
}

/** Rules a contact form cannot express: own company only, unique e-mail, only admins hand out Admin. */
function checkContactInput(
  store: TrucksStore,
  user: UserRecord,
  input: ContactInput,
  existing: ContactRecord | undefined,
): void {
  if (input.companyId && input.companyId !== user.companyId)
    throw fieldProblem('companyId', 'Contacts can be saved for your own company only.');
  const errors: Record<string, string[]> = {};
  const taken = new Set(
    companyContacts(store, user.companyId)
      .filter((c) => c.id !== existing?.id)
      .flatMap((c) => c.emailAddresses.map((e) => e.value.toLowerCase())),
  );
  input.emailAddresses.forEach((email, index) => {
    if (taken.has(email.value.toLowerCase()))
      errors[`emailAddresses.${index}.value`] = ['Another contact already has this e-mail address.'];
  });
  if (Object.keys(errors).length) throw modelStateProblem(errors);
  const grantsAdmin = normalizeRoles(input.roles).includes('Admin') || input.permissions.includes('Admin');
  const hadAdmin = existing
    ? existing.roles.includes('Admin') || existing.permissions.includes('Admin')
    : false;
  if (grantsAdmin && !hadAdmin && !isAdmin(user))
    throw forbiddenProblem('Only an admin can make another user an admin.');
}

function applyInput(store: TrucksStore, user: UserRecord, contact: ContactRecord, input: ContactInput): void {
  const company = store.companies.get(user.companyId);
  Object.assign(contact, {
    firstName: input.firstName,
    lastName: input.lastName,
    functionTitle: input.functionTitle ?? null,
    title: input.title ?? null,
    // Spec 001 §6: roles are stored normalised ('Bill-to' becomes BillTo).
    roles: normalizeRoles(input.roles),
    emailAddresses: input.emailAddresses,
    phoneNumbers: input.phoneNumbers,
    linkedInProfileUrl: input.linkedInProfileUrl || null,
    locations: input.locations,
    permissions: input.permissions,
    // What kind of company it is decides these, not the form.
    is3PL: input.is3PL ?? contact.is3PL,
    isCarrier: company ? company.kind === 'carrier' || company.kind === 'broker' : contact.isCarrier,
    isBroker: company ? company.kind === 'broker' : contact.isBroker,
    isPortalEnabled: input.isPortalEnabled,
    accessLevels: input.accessLevels,
    userName: input.userName || input.emailAddresses[0]?.value || null,
    isBookable: input.isBookable,
    isOnHold: input.isOnHold,
  });
  // A contact who is a portal user: the user's own record follows (the profile page reads it).
  const portalUser = store.users.get(contact.id);
  if (portalUser) {
    Object.assign(portalUser, {
      firstName: contact.firstName,
      lastName: contact.lastName,
      title: contact.title ?? portalUser.title,
      emailAddresses: contact.emailAddresses,
      phoneNumbers: contact.phoneNumbers,
      roles: contact.roles,
    });
  }
}

const ProfilePictureSchema = z.object({
  name: z
    .string({ error: 'The file name is required.' })
    .trim()
    .min(1, 'The file name is required.')
    .max(255),
  type: z.literal('ContactProfilepicture', { error: "The type is 'ContactProfilepicture'." }),
  data: z.string({ error: 'The picture is required.' }).min(1, 'The picture is required.'),
});
const PICTURE_EXTENSIONS = ['png', 'jpg', 'jpeg'];

function removePicture(store: TrucksStore, contact: ContactRecord): void {
  if (contact.fileId) store.documents.delete(contact.fileId);
  contact.fileId = null;
  const portalUser = store.users.get(contact.id);
  if (portalUser) portalUser.fileId = null;
}

export const contactHandlers = {
  'contacts.list': (context) => {
    const user = signedInUser(context);
    const query = readQuery(ContactListSchema, context, ['roles']);
    const roles = query.roles ? normalizeRoles(query.roles) : undefined;
    const rows = companyContacts(context.store, user.companyId)
      .filter(
        (c) =>
          (!roles || c.roles.some((r) => roles.includes(r))) &&
          matchesContact(c, query.q, query.fuzzyMatch ?? false),
      )
      .sort(byName);
    return itemsPage(rows, query.page, query.pageSize);
  },
  'contacts.currentUser': (context) => {
    const user = signedInUser(context);
    const contact = context.store.contacts.get(user.id);
    if (!contact || contact.deleted) throw notFoundProblem('Your contact');
    return contactView(contact);
  },
  'contacts.get': (context) => contactView(ownContact(context)),
  'contacts.create': (context) => {
    const user = signedInUser(context);
    const input = parseBody(ContactInputSchema, context);
    checkContactInput(context.store, user, input, undefined);
    const company = context.store.companies.get(user.companyId);
    const contact: ContactRecord = {
      id: randomUUID(),
      firstName: '',
      lastName: '',
      roles: [],
      emailAddresses: [],
      phoneNumbers: [],
      locations: [],
      permissions: [],
      is3PL: false,
      isCarrier: false,
      fileId: null,
      companyId: user.companyId,
      companyNumber: company?.companyNumber ?? '',
      companyName: user.companyName,
      isPortalEnabled: false,
      accessLevels: [],
      isBroker: false,
      isBookable: true,
      isOnHold: false,
      deleted: false,
    };
    applyInput(context.store, user, contact, input);
    context.store.contacts.set(contact.id, contact);
    return contactView(contact);
  },
  'contacts.update': (context) => {
    const user = signedInUser(context);
    const contact = ownContact(context);
    const input = parseBody(ContactInputSchema, context);
    if (input.id && input.id !== contact.id)
      throw fieldProblem('id', 'The id in the body is not the contact being updated.');
    checkContactInput(context.store, user, input, contact);
    applyInput(context.store, user, contact, input);
    return contactView(contact);
  },
  'contacts.delete': (context) => {
    const user = signedInUser(context);
    const contact = ownContact(context);
    if (contact.id === user.id) throw fieldProblem('id', 'You cannot delete your own contact.');
    // Kept, marked deleted: notes and cases still name who wrote them.
    contact.deleted = true;
  },
  'contacts.updateProfilePicture': (context) => {
    const user = signedInUser(context);
    const contact = ownContact(context);
    const input = parseBody(ProfilePictureSchema, context);
    const extension = extensionOf(input.name);
    const bytes = Buffer.from(input.data.replace(/^data:[^,]*,/, ''), 'base64');
    const errors: Record<string, string[]> = {};
    if (!PICTURE_EXTENSIONS.includes(extension)) errors.name = ['A profile picture is a PNG or JPEG image.'];
    if (bytes.length === 0) errors.data = ['The picture is not base64 image data.'];
    if (Object.keys(errors).length) throw modelStateProblem(errors);
    removePicture(context.store, contact);
    const { id } = storeNewDocument(context.store, {
      name: input.name,
      extension,
      fileType: DocumentFileType.CustomerProfilePicture,
      createdDateTime: context.services.now().toISOString(),
      entityType: EntityType.Contact,
      entityId: contact.id,
      entityDescription: `${contact.firstName} ${contact.lastName}`,
      ownerCompanyId: user.companyId,
      contentType: contentTypeOf(extension),
      bytes: new Uint8Array(bytes),
    });
    contact.fileId = id;
    const portalUser = context.store.users.get(contact.id);
    if (portalUser) portalUser.fileId = id;
    return { fileId: id };
  },
  'contacts.removeProfilePicture': (context) => {
    removePicture(context.store, ownContact(context));
  },
  'contacts.searchDrivers': (context) => {
    const user = signedInUser(context);
    const query = readQuery(SearchSchema.extend({ shipmentNumber: z.string().min(1).optional() }), context);
    // With shipmentNumber: the drivers of the carrier booked on the caller's own managed shipment.
    let companyId = user.companyId;
    if (query.shipmentNumber) {
      const shipment = context.store.shipper.shipments.get(query.shipmentNumber);
      if (!shipment || shipment.companyId !== user.companyId)
        throw notFoundProblem(`Shipment ${query.shipmentNumber}`);
      if (!shipment.bookedCarrier)
        throw fieldProblem('shipmentNumber', `Shipment ${shipment.shipmentNumber} has no carrier yet.`);
      companyId = shipment.bookedCarrier.carrierId;
    }
    const rows = companyContacts(context.store, companyId)
      .filter((c) => c.roles.includes('Driver') && matchesContact(c, query.q, true))
      .sort(byName);
    return itemsPage(rows, query.page, query.pageSize);
  },
  'contacts.byCompany': (context) => {
    const user = signedInUser(context);
    const companyNumber = param(context, 'companyNumber');
    const company = [...context.store.companies.values()].find(
      (c) => c.companyNumber.toLowerCase() === companyNumber.toLowerCase(),
    );
    if (!company || company.id !== user.companyId) throw notFoundProblem(`Company ${companyNumber}`);
    const query = readQuery(SearchSchema, context);
    const rows = companyContacts(context.store, company.id)
      .filter((c) => matchesContact(c, query.q, true))
      .sort(byName);
    return itemsPage(rows, query.page, query.pageSize);
  },
} satisfies Partial<HandlerTable>;
