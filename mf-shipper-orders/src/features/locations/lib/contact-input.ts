// What 'New Contact' on a location's page sends (spec 001 §3 Contact): a contact of the user's company
// at this location; not a portal user, bookable, not on hold; empty optional fields absent.
import type { ContactInput } from '@trucks/shared-contracts/domain/contact';
import type { Location } from '@trucks/shared-contracts/domain/location';
import type { LoggedInUser } from '@trucks/shared-contracts/domain/user';

export interface NewContactValues {
  firstName: string;
  lastName: string;
  title?: string;
  email?: string;
  phone?: string;
}
/** A new contact of the user's company, at this location; not a portal user, bookable, not on hold. */
export function contactInputOf(
  values: NewContactValues,
  user: LoggedInUser,
  location: Location,
): ContactInput {
  const email = values.email?.trim();
  const phone = values.phone?.trim();
  const title = values.title?.trim();
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    ...(title ? { title } : {}),
    roles: [],
    emailAddresses: email ? [{ value: email, type: 'Work', isPrimary: true }] : [],
    phoneNumbers: phone ? [{ value: phone, type: 'Office', isPrimary: true }] : [],
    locations: [location.name],
    permissions: [],
    is3PL: false,
    isCarrier: false,
    companyId: user.companyId,
    isPortalEnabled: false,
    accessLevels: [],
    isBroker: false,
    isBookable: true,
    isOnHold: false,
  };
}
