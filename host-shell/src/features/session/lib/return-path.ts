// The path a user was on when the session ended (expiry, a 401) or when sign-in began, so the next
// sign-in lands there (spec 000 §7: "remembers the current path"). Only same-origin paths are kept
// or followed: a crafted value can never send a user to another site after signing in.
const RETURN_PATH_KEY = 'trucks-return-path';

/** Paths that are not worth returning to: the root and the sign-in entry points. */
const NOT_A_DESTINATION = new Set(['/', '/login', '/forgot-password']);

/** A same-origin path (with query and hash) from `candidate`, or undefined when it is not one. */
export function sameOriginPath(candidate: string, origin: string): string | undefined {
  // '//evil.example' and '/\evil.example' are protocol-relative to browsers; refuse before parsing.
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\'))
    return undefined;
  let url: URL;
  try {
    url = new URL(candidate, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== new URL(origin).origin) return undefined;
  if (NOT_A_DESTINATION.has(url.pathname)) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

export function rememberReturnPath(storage: Storage | undefined, path: string, origin: string): void {
  const safe = sameOriginPath(path, origin);
  if (safe) storage?.setItem(RETURN_PATH_KEY, safe);
}

/** The remembered path, once: reading it forgets it. */
export function takeReturnPath(storage: Storage | undefined, origin: string): string | undefined {
  const stored = storage?.getItem(RETURN_PATH_KEY) ?? null;
  storage?.removeItem(RETURN_PATH_KEY);
  return stored ? sameOriginPath(stored, origin) : undefined;
}
