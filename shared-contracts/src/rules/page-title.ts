/**
 * The top bar's page title (spec 000 §2): the first URL path segment, split at capitals and hyphens,
 * each word capitalised. '/all-shipments/x' -> 'All Shipments', '/ActivateUser/t' -> 'Activate User'.
 */
export function pageTitleFromPath(pathname: string): string {
  const firstSegment = pathname.split(/[?#]/)[0]!.split('/').find(Boolean) ?? '';
  return decodeURIComponent(firstSegment)
    .split('-')
    .flatMap((part) => part.split(/(?<=[a-z0-9])(?=[A-Z])/))
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
