// The carrier services mailbox a 'Do Not Use' carrier is asked to write to (spec 000 §8; the address
// itself is not shown in the spec). One place for every screen that tells a carrier to write.
export const CARRIER_SERVICES_EMAIL = 'carrierservices@trucks.example';
