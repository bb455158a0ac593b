// What the profile form edits and what it sends: the form's values of the signed-in user, and the
// profile update of the form's values (roles only from an admin, normalised: spec 000 §5).
import type { ProfileUpdate } from '@trucks/shared-contracts/api/catalogue/account';
import { roleLabel } from '@trucks/shared-contracts/domain/permission';
import type { LoggedInUser } from '@trucks/shared-contracts/domain/user';
import { normalizeRoles } from '@trucks/shared-contracts/rules/normalize-role';
import type { ContactDetailsValues } from '../../../ui/contact-fields';

export type ProfileFormValues = ContactDetailsValues;

export function formValuesOf(user: LoggedInUser): ProfileFormValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    title: user.title ?? '',
    emailAddresses: user.emailAddresses.length
      ? user.emailAddresses.map(({ value, type }) => ({ value, type }))
      : [{ value: '' }],
    phoneNumbers: user.phoneNumbers.map(({ value, extension, type }) => ({ value, extension, type })),
    linkedInProfileUrl: user.linkedInProfileUrl ?? '',
    roles: user.roles.map(roleLabel),
  };
}

const trimmedOrAbsent = (text: string | undefined) => text?.trim() || undefined;

/** What the form sends; roles only when the user may change them, normalised. */
export function profileUpdateOf(values: ProfileFormValues, canChangeRoles: boolean): ProfileUpdate {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    title: trimmedOrAbsent(values.title),
    emailAddresses: values.emailAddresses.map(({ value, type }) => ({
      value: value.trim(),
      ...(type ? { type } : {}),
    })),
    phoneNumbers: (values.phoneNumbers ?? []).map(({ value, extension, type }) => ({
      value: value.trim(),
      ...(extension?.trim() ? { extension: extension.trim() } : {}),
      ...(type ? { type } : {}),
    })),
    linkedInProfileUrl: trimmedOrAbsent(values.linkedInProfileUrl),
    ...(canChangeRoles ? { roles: normalizeRoles(values.roles ?? []) } : {}),
  };
}
