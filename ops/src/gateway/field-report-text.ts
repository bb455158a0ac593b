// What the gateway keeps of a field report's free text (its message and route), whatever the browser
// sent: the host's reporter already strips these (host-shell's field-reporter.ts), but any client can
// post to /health/reports, and what is kept is shown on /status and printed in operators' terminals.
// Removed: terminal escape sequences and every other control character (C0, DEL, C1, and the
// bidirectional and zero-width format characters that reorder or hide text), e-mail addresses,
// credentials (bearer and basic schemes, JWT-shaped strings, `driverToken=` and other `*token*`,
// `*secret*`, `*password*`, `*api_key*` values, long opaque strings, user:password@ in URLs) and the
// query string and fragment of any URL or path. What remains is one line, cut to a bounded length.

export const REDACTED = '[redacted]';
export const EMAIL = '[email]';

/** CSI (ESC [ ... final), OSC (ESC ] ... BEL or ESC \) and the other escapes (ESC, intermediates, final). */
const ESCAPE_SEQUENCE =
  // eslint-disable-next-line no-control-regex
  /(?:\u001b\[|\u009b)[0-?]*[ -/]*[@-~]|(?:\u001b\]|\u009d)[^\u0007\u001b\u009c]*(?:\u0007|\u001b\\|\u009c)?|\u001b[ -/]*[0-~]/g;
/** Runs of C0 and C1 controls, DEL, and format characters that reorder or hide text (bidi, zero-width, BOM). */
const CONTROL_OR_FORMAT =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff\ufff9-\ufffb]+/g;

const URL_USERINFO = /\b([a-z][a-z0-9+.-]*:\/\/)[^\s/?#@]+@/gi;
/** A query string or fragment holding a value: after a URL or a path, whatever its keys. */
const QUERY_OR_FRAGMENT = /(?<=[^\s?#])[?#][^\s"'<>`]*=[^\s"'<>`]*/g;
/** `?` right after a URL or a path and followed by anything: a query string without `=`. */
const URL_QUERY =
  /(\b[a-z][a-z0-9+.-]*:\/\/[^\s?#"'<>`]*|(?:^|(?<=[\s"'(=:]))\/[^\s?#"'<>`]*)[?#][^\s"'<>`]+/gi;
const BEARER = /(?<![\w-])(Bearer)\s+[^\s,;"'<>`]+/gi;
const BASIC = /(?<![\w-])(Basic)\s+[A-Za-z0-9+/]{8,}={0,2}/g;
/** JWS and JWE: base64url JSON header (`eyJ`) then dot-separated base64url parts. */
const JWT_SHAPED = /\beyJ[\w-]{4,}(?:\.[\w-]*){1,4}/g;
const SECRET_KEY_VALUE =
  /\b([\w-]*(?:token|secret|password|passwd|pwd|api[_-]?key|credential|authorization|session[_-]?id|cookie)[\w-]*)(["']?\s*[:=]\s*["']?)[^\s"'&,;<>`]+/gi;
/** 32 or more URL-safe characters, mixing letters and digits, with no word break: an opaque secret. */
const OPAQUE_SECRET = /(?<![\w./-])(?=[\w+/=-]*\d)(?=[\w+/=-]*[a-z])[\w+/=-]{32,}(?![\w./-])/gi;
const EMAIL_ADDRESS = /[\w.%+-]+(?:@|%40)[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/gi;

function withoutControls(text: string): string {
  return text.replace(ESCAPE_SEQUENCE, '').replace(CONTROL_OR_FORMAT, ' ');
}

function withoutSecrets(text: string): string {
  return text
    .replace(URL_USERINFO, `$1${REDACTED}@`)
    .replace(QUERY_OR_FRAGMENT, '')
    .replace(URL_QUERY, '$1')
    .replace(BEARER, `$1 ${REDACTED}`)
    .replace(BASIC, `$1 ${REDACTED}`)
    .replace(JWT_SHAPED, REDACTED)
    .replace(SECRET_KEY_VALUE, `$1$2${REDACTED}`)
    .replace(EMAIL_ADDRESS, EMAIL)
    .replace(OPAQUE_SECRET, REDACTED);
}

/** At most `max` characters; a cut text keeps its start and its end, which name the error and the release. */
function bounded(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const tail = Math.floor(max / 3);
  return `${chars.slice(0, max - tail - 1).join('')}…${chars.slice(-tail).join('')}`;
}

/** A report's message as the gateway keeps it: one line, no control character, no secret, bounded. */
export function scrubReportText(text: string, max: number): string {
  const oneLine = withoutControls(text).replace(/\s+/g, ' ').trim();
  return bounded(withoutSecrets(oneLine).replace(/\s+/g, ' ').trim(), max);
}

/** A report's route: the path alone (no query, no fragment), no control character or space, no secret. */
export function scrubReportRoute(route: string, max: number): string {
  const path = withoutControls(route).replace(/\s+/g, '').split(/[?#]/)[0] ?? '';
  // Segment by segment, so a token that is a whole segment (`/drivers/<token>`) is seen as one.
  const scrubbed = path.split('/').map(withoutSecrets).join('/');
  return bounded(scrubbed.startsWith('/') ? scrubbed : `/${scrubbed}`, max);
}

/** For a terminal: no escape sequence, no control or format character (each other run becomes a space). */
export function terminalSafe(text: string): string {
  return withoutControls(text);
}
