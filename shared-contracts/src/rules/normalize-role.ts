/**
 * Roles are normalised on profile save (spec 000 §5, 001 §6): 'Bill-to' becomes BillTo; spaces and
 * hyphens are removed. Words are capitalised first so 'Bill-to' and 'bill to' both give BillTo.
 */
export function normalizeRole(role: string): string {
  return role
    .trim()
    .split(/[\s-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
}

/** Normalises every role and drops duplicates the normalisation creates. */
export function normalizeRoles(roles: readonly string[]): string[] {
  return [...new Set(roles.map(normalizeRole).filter(Boolean))];
}
