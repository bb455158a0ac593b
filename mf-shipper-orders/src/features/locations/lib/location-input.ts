// The location form's values and what it sends (spec 001 §3 Location; §5: a Canadian postal code
// sets the country to CA; empty optional strings become absent).
import type { LocationInput } from '@trucks/shared-contracts/api/catalogue/shipper';
import type { Location } from '@trucks/shared-contracts/domain/location';
import { DEFAULT_LOCATION_TYPE } from '@trucks/shared-contracts/domain/location-type';
import { measureOf } from '@trucks/shared-contracts/rules/typed-number';
import type { TypedNumber } from '@trucks/shared-contracts/rules/typed-number';
import { countryForPostalCode } from '@trucks/shared-contracts/rules/postal-code-country';
import { TYPED_NUMBERS } from '@trucks/shared-contracts/rules/typed-number';

/**
 * The form's values: the location as it is sent (its latitude, longitude and zone from geocoding, when
 * a suggested place was picked), with one phone typed as number and extension instead of the list, no
 * company (an edit keeps the stored one), and a dock length as typed (or stored), which may be empty.
 */
export type LocationFormValues = Omit<LocationInput, 'phoneNumbers' | 'companyId' | 'dockLength'> & {
  phone?: string;
  phoneExtension?: string;
  dockLength?: TypedNumber;
};

const present = (text: string | undefined | null) => text?.trim() || undefined;

export function locationValuesOf(location: Location | undefined): LocationFormValues {
  const phone = location?.phoneNumbers[0];
  return {
    name: location?.name ?? '',
    locationType: location?.locationType ?? DEFAULT_LOCATION_TYPE,
    isPrimaryLocation: location?.isPrimaryLocation ?? false,
    lumpersAvailable: location?.lumpersAvailable ?? false,
    isAppointmentRequired: location?.isAppointmentRequired ?? false,
    overnightParking: location?.overnightParking ?? false,
    addressLine1: location?.addressLine1 ?? '',
    addressLine2: location?.addressLine2,
    city: location?.city ?? '',
    province: location?.province ?? '',
    postalCode: location?.postalCode ?? '',
    country: location?.country ?? 'US',
    phone: phone?.value,
    phoneExtension: phone?.extension,
    email: location?.email,
    dockLength: location?.dockLength,
    directions: location?.directions,
    ediCodes: location?.ediCodes ?? [],
    latitude: location?.latitude,
    longitude: location?.longitude,
    ianaTimeZone: location?.ianaTimeZone,
  };
}

/** What the form sends; an edit keeps the phone numbers beyond the first and the company. */
export function locationInputOf(values: LocationFormValues, existing?: Location): LocationInput {
  const postalCode = values.postalCode.trim();
  const phone = present(values.phone);
  const extension = present(values.phoneExtension);
  const otherPhones = existing?.phoneNumbers.slice(1) ?? [];
  const input: LocationInput = {
    name: values.name.trim(),
    locationType: values.locationType,
    isPrimaryLocation: Boolean(values.isPrimaryLocation),
    lumpersAvailable: Boolean(values.lumpersAvailable),
    isAppointmentRequired: Boolean(values.isAppointmentRequired),
    overnightParking: Boolean(values.overnightParking),
    addressLine1: values.addressLine1.trim(),
    addressLine2: present(values.addressLine2),
    city: values.city.trim(),
    province: values.province.trim().toUpperCase(),
    postalCode,
    country: countryForPostalCode(postalCode, present(values.country) ?? 'US'),
    phoneNumbers: [...(phone ? [{ value: phone, ...(extension ? { extension } : {}) }] : []), ...otherPhones],
    ediCodes: (values.ediCodes ?? []).map((code) => code.trim()).filter(Boolean),
    email: present(values.email),
    dockLength: measureOf(values.dockLength, TYPED_NUMBERS.dockLengthFt),
    directions: present(values.directions),
    companyId: existing?.companyId ?? '',
    latitude: values.latitude,
    longitude: values.longitude,
    ianaTimeZone: present(values.ianaTimeZone),
  };
  return Object.fromEntries(
    Object.entries(input).filter(
      ([key, value]) => value !== undefined && !(key === 'companyId' && value === ''),
    ),
  ) as LocationInput;
}
