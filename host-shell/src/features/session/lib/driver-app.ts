// The driver entry (spec 000 §4): a visitor with ?driverToken=, or whose browser storage shows the
// driver app in use, skips interactive sign-in. The token is saved (so an expired trucks-jwt can be
// renewed from it), the driver-app flag is set and the mobile flag set to 1.
import type { ExtraClaims } from '@trucks/shared-contracts/session/session-store';
import { DRIVER_TOKEN_PARAMETER } from '../../../lib/early-requests';

/** Defined where the entry reads it first (its early sign-in request, lib/early-requests.ts). */
export const DRIVER_TOKEN_PARAM = DRIVER_TOKEN_PARAMETER;
const DRIVER_STORAGE_KEYS = {
  token: 'driverToken',
  driverApp: 'isDriverApp',
  mobile: 'isMobile',
} as const;

export function saveDriverEntry(storage: Storage | undefined, driverToken: string): void {
  storage?.setItem(DRIVER_STORAGE_KEYS.token, driverToken);
  storage?.setItem(DRIVER_STORAGE_KEYS.driverApp, 'true');
  storage?.setItem(DRIVER_STORAGE_KEYS.mobile, '1');
}

export function isDriverAppInUse(storage: Storage | undefined): boolean {
  return storage?.getItem(DRIVER_STORAGE_KEYS.driverApp) === 'true';
}

/**
 * A visit the driver's variant will show: a driver's link, or the driver app's flag from an earlier
 * visit (what the session controller's entry reads first).
 */
export function isDriverVisit(href: string, storage: Storage | undefined): boolean {
  return new URL(href).searchParams.has(DRIVER_TOKEN_PARAM) || isDriverAppInUse(storage);
}

export function storedDriverToken(storage: Storage | undefined): string | undefined {
  return storage?.getItem(DRIVER_STORAGE_KEYS.token) ?? undefined;
}

export function forgetDriverEntry(storage: Storage | undefined): void {
  for (const key of Object.values(DRIVER_STORAGE_KEYS)) storage?.removeItem(key);
}

/** The address without ?driverToken=, so the token never stays in the address bar or the history. */
export function withoutDriverToken(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(DRIVER_TOKEN_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** What the trucks API is told about a driver-app session (X-Trucks-Claims). */
export function driverClaims(): ExtraClaims {
  return { app: 'driver', mobile: '1' };
}
