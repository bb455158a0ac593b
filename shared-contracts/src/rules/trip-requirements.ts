import type { TripRequirement } from '../domain/shipment';

/**
 * The requirements a carrier must confirm before Book Now (spec 000 §5): 'Requirements are
 * de-duplicated by value, and only those required for booking are kept.' The first of each value wins.
 */
export function bookingRequirements(requirements: readonly TripRequirement[]): TripRequirement[] {
  const seen = new Set<string>();
  return requirements.filter((requirement) => {
    if (!requirement.isRequiredForBooking || seen.has(requirement.value)) return false;
    seen.add(requirement.value);
    return true;
  });
}

/**
 * Those of the booking requirements neither completed nor confirmed in the drawer; a non-empty
 * result opens the 'Requirements Not Met' dialog.
 */
export function unmetBookingRequirements(
  requirements: readonly TripRequirement[],
  confirmedValues: ReadonlySet<string>,
): TripRequirement[] {
  return bookingRequirements(requirements).filter(
    (requirement) => !requirement.isCompleted && !confirmedValues.has(requirement.value),
  );
}
