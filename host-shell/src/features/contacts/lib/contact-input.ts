// What the contact form edits and what it sends (spec 001 §3 Contact): the form's values of a contact,
// and the contact input of the form's values. Roles are normalised as on the profile (spec 001 §6).
import type { Contact, ContactInput } from '@trucks/shared-contracts/domain/contact';
import { roleLabel } from '@trucks/shared-contracts/domain/permission';
import type { LoggedInUser } from '@trucks/shared-contracts/domain/user';
import { normalizeRoles } from '@trucks/shared-contracts/rules/normalize-role';
import type { ContactDetailsValues } from '../../../ui/contact-fields';

export interface ContactFormValues extends ContactDetailsValues {
  permissions: string[];
  isPortalEnabled: boolean;
}

export function formValuesOf(contact: Contact | undefined): ContactFormValues {
  return {
    firstName: contact?.firstName ?? '',
    lastName: contact?.lastName ?? '',
    title: contact?.title || contact?.functionTitle || '',
    emailAddresses: contact?.emailAddresses.length
      ? contact.emailAddresses.map(({ value, type }) => ({ value, type }))
      : [{ value: '' }],
    phoneNumbers: (contact?.phoneNumbers ?? []).map(({ value, extension, type }) => ({
      value,
      extension,
      type,
    })),
    linkedInProfileUrl: contact?.linkedInProfileUrl ?? '',
    roles: (contact?.roles ?? []).map(roleLabel),
    permissions: contact?.permissions ?? [],
    isPortalEnabled: contact?.isPortalEnabled ?? false,
  };
}

const trimmedOrNull = (text: string | undefined) => text?.trim() || null;

/**
 * What the form sends. An edit keeps what the form does not show (locations, access levels, flags);
 * a new contact belongs to the user's company and starts bookable and not on hold.
 */
export function contactInputOf(
  values: ContactFormValues,
  existing: Contact | undefined,
  user: LoggedInUser,
): ContactInput {
  const emailAddresses = values.emailAddresses.map(({ value, type }) => ({
    value: value.trim(),
    ...(type ? { type } : {}),
  }));
  const base: ContactInput = existing
    ? (({ id: _id, companyName: _name, companyNumber: _number, fileId: _file, ...kept }) => ({
        ...kept,
        id: existing.id,
      }))(existing)
    : {
        firstName: '',
        lastName: '',
        roles: [],
        emailAddresses: [],
        phoneNumbers: [],
        locations: [],
        permissions: [],
        is3PL: false,
        isCarrier: user.isCarrier,
        companyId: user.companyId,
        isPortalEnabled: false,
        accessLevels: [],
        userName: emailAddresses[0]?.value ?? null,
        isBroker: user.isBroker,
        isBookable: true,
        isOnHold: false,
      };
  return {
    ...base,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    title: trimmedOrNull(values.title),
    emailAddresses,
    phoneNumbers: (values.phoneNumbers ?? []).map(({ value, extension, type }) => ({
      value: value.trim(),
      ...(extension?.trim() ? { extension: extension.trim() } : {}),
      ...(type ? { type } : {}),
    })),
    linkedInProfileUrl: trimmedOrNull(values.linkedInProfileUrl),
    roles: normalizeRoles(values.roles ?? []),
    permissions: values.permissions ?? [],
    isPortalEnabled: values.isPortalEnabled,
  };
}
