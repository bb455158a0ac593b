// The static data lists the portal reads (GET v1/static_data/{listName}). Lists the spec names come
// from shared-contracts' enums (file types, case types); the rest are the industry's standard lists
// (NMFC freight classes, DOT hazard classes, US states and Canadian provinces). Ids are stable.
import type { NamedValue } from '@trucks/shared-contracts/api/catalogue/wire-shapes';
import type { StaticDataList } from '@trucks/shared-contracts/api/catalogue/financials';
import { DOCUMENT_FILE_TYPE_LABEL } from '@trucks/shared-contracts/domain/document-file-type';
import type { DocumentFileType } from '@trucks/shared-contracts/domain/document-file-type';
import { CASE_TYPE_LABEL } from '@trucks/shared-contracts/domain/case-type';
import type { CaseType } from '@trucks/shared-contracts/domain/case-type';
import { FREIGHT_CLASSES } from '@trucks/shared-contracts/domain/order';
import { ORDER_TYPE_LABEL } from '@trucks/shared-contracts/domain/order-type';

const numbered = (names: readonly string[]): NamedValue[] =>
  names.map((name, index) => ({ id: index + 1, name }));

const ACCESSORIALS = [
  'Detention',
  'Driver Assist',
  'Layover',
  'Lumper',
  'Liftgate',
  'Inside Delivery',
  'Residential Delivery',
  'Appointment',
  'Tarp',
  'TONU',
  'Stop Off',
  'Hazmat',
  'Team Drivers',
  'Reefer Pre-cool',
];

const PACKAGING_UNIT_TYPES = [
  'Pallet',
  'Skid',
  'Crate',
  'Box',
  'Carton',
  'Drum',
  'Bag',
  'Bale',
  'Bundle',
  'Roll',
  'Tote',
  'Piece',
];

const HAZMAT_CLASSES: NamedValue[] = [
  { id: 1, name: '1', description: 'Explosives' },
  { id: 2, name: '2', description: 'Gases' },
  { id: 3, name: '3', description: 'Flammable liquids' },
  { id: 4, name: '4', description: 'Flammable solids' },
  { id: 5, name: '5', description: 'Oxidizers and organic peroxides' },
  { id: 6, name: '6', description: 'Toxic and infectious substances' },
  { id: 7, name: '7', description: 'Radioactive material' },
  { id: 8, name: '8', description: 'Corrosives' },
  { id: 9, name: '9', description: 'Miscellaneous dangerous goods' },
];

/** The order-type names first: a reference label that matches one sets the order type (spec 001 §5). */
const REFERENCE_NUMBER_TYPES = [
  ...Object.values(ORDER_TYPE_LABEL).filter((name) => name !== 'Others'),
  'PO Number',
  'BOL Number',
  'PRO Number',
  'Pickup Number',
  'Delivery Number',
  'Seal Number',
  'Load Number',
];

const COUNTRIES: NamedValue[] = [
  { id: 1, name: 'US', description: 'United States' },
  { id: 2, name: 'CA', description: 'Canada' },
];

const US_STATES: [string, string][] = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
];
const CANADIAN_PROVINCES: [string, string][] = [
  ['AB', 'Alberta'],
  ['BC', 'British Columbia'],
  ['MB', 'Manitoba'],
  ['NB', 'New Brunswick'],
  ['NL', 'Newfoundland and Labrador'],
  ['NS', 'Nova Scotia'],
  ['NT', 'Northwest Territories'],
  ['NU', 'Nunavut'],
  ['ON', 'Ontario'],
  ['PE', 'Prince Edward Island'],
  ['QC', 'Quebec'],
  ['SK', 'Saskatchewan'],
  ['YT', 'Yukon'],
];

export const STATIC_DATA: Readonly<Record<StaticDataList, readonly NamedValue[]>> = {
  fileTypes: Object.entries(DOCUMENT_FILE_TYPE_LABEL).map(([id, name]) => ({
    id: Number(id) as DocumentFileType,
    name,
  })),
  caseTypes: Object.entries(CASE_TYPE_LABEL).map(([id, name]) => ({ id: Number(id) as CaseType, name })),
  accessorials: numbered(ACCESSORIALS),
  packagingUnitTypes: numbered(PACKAGING_UNIT_TYPES),
  freightClasses: numbered(FREIGHT_CLASSES),
  hazmatClasses: HAZMAT_CLASSES,
  referenceNumberTypes: numbered(REFERENCE_NUMBER_TYPES),
  countries: COUNTRIES,
  // The description says which country, so one list serves both address forms.
  states: [
    ...US_STATES.map(([code, name]) => ({ code, name, country: 'US' })),
    ...CANADIAN_PROVINCES.map(([code, name]) => ({ code, name, country: 'CA' })),
  ].map(({ code, name, country }, index) => ({
    id: index + 1,
    name: code,
    description: `${name}, ${country}`,
  })),
};
