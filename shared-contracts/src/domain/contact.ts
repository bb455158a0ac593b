import type { EmailAddress, EntityId, PhoneNumber } from './common';

/** A contact of the user's company (spec 001 §3). Roles are stored normalised (rules/normalize-role). */
export interface Contact {
  id: EntityId;
  firstName: string;
  lastName: string;
  /** The spec shows either name for the job title. */
  functionTitle?: string | null;
  title?: string | null;
  roles: string[];
  emailAddresses: EmailAddress[];
  phoneNumbers: PhoneNumber[];
  linkedInProfileUrl?: string | null;
  locations: string[];
  permissions: string[];
  is3PL: boolean;
  isCarrier: boolean;
  fileId?: string | null;
  companyId: EntityId;
  companyNumber?: string;
  companyName: string;
  isPortalEnabled: boolean;
  accessLevels: string[];
  userName?: string | null;
  isBroker: boolean;
  isBookable: boolean;
  isOnHold: boolean;
}

/** What the contact form sends for create and update. */
export type ContactInput = Omit<Contact, 'id' | 'companyName' | 'companyNumber' | 'fileId'> & {
  id?: EntityId;
};

/** Contact list query (spec 001 §7: by roles, page, pageSize 50, fuzzyMatch). */
export interface ContactListQuery {
  roles?: string[];
  q?: string;
  fuzzyMatch?: boolean;
  page?: number;
  pageSize?: number;
}
