import { EMAIL, REDACTED, scrubReportRoute, scrubReportText, terminalSafe } from './field-report-text';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJqYW5lIn0.5mhBHqs5_DTLdINd9p5m7ZJ6XD0Xc55kIaCRY5r6HRA';
/** Any C0 or C1 control character, DEL, or a bidi/zero-width format character. */
// eslint-disable-next-line no-control-regex
const ANY_CONTROL = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/;

describe('scrubReportText', () => {
  it.each([
    ['an e-mail address', 'No access for jane.doe@carrier.example', `No access for ${EMAIL}`],
    [
      'a URL-encoded e-mail address',
      'GET /users?u=x then jane%40carrier.example',
      `GET /users then ${EMAIL}`,
    ],
    [
      'a bearer token',
      'Authorization failed: Bearer abc.def-123',
      `Authorization failed: Bearer ${REDACTED}`,
    ],
    ['a JWT', `Token ${JWT} expired`, `Token ${REDACTED} expired`],
    ['a JWT in a JSON key', `{"id_token":"${JWT}"}`, `{"id_token":"${REDACTED}"}`],
    ['driverToken=', 'driverToken=demo-driver-token rejected', `driverToken=${REDACTED} rejected`],
    ['driverToken in JSON', '{"driverToken":"demo-driver-token"}', `{"driverToken":"${REDACTED}"}`],
    [
      "a URL's query string",
      'GET https://localhost:8443/available-freight?driverToken=demo-driver-token&page=2 failed',
      'GET https://localhost:8443/available-freight failed',
    ],
    [
      'a query string without a value',
      'at https://cdn.example/entry.js?v3abc',
      'at https://cdn.example/entry.js',
    ],
    [
      "a path's query string",
      'fetch /api/v2/loads?search=smith answered 500',
      'fetch /api/v2/loads answered 500',
    ],
    ['a fragment holding a token', 'back at /callback#access_token=abc&state=1', 'back at /callback'],
    [
      'user and password in a URL',
      'https://bob:hunter2@api.example.com/x',
      `https://${REDACTED}@api.example.com/x`,
    ],
    ['a password', 'password: hunter2, retry', `password: ${REDACTED}, retry`],
    ['a long opaque secret', 'key 9f8e7d6c5b4a39281706f5e4d3c2b1a0ffeeddcc leaked', `key ${REDACTED} leaked`],
  ])('removes %s', (_case, text, kept) => {
    expect(scrubReportText(text, 300)).toBe(kept);
  });

  it.each([
    'Loading chunk 1039 failed. (missing: https://localhost:8443/releases/mf-loadboard/1.0.0-r2/1039.79c25ca8.js)',
    'Live release 1.0.0-r3 was refused (contracts 2.0.0 needs ^1.0.0); running 1.0.0-r2',
    "TypeError: Cannot read properties of undefined (reading 'token')",
    'Is it loaded? No. Shipment #4100413 at 10:30',
  ])('keeps what names the failure: %s', (text) => {
    expect(scrubReportText(text, 300)).toBe(text);
  });

  it('removes terminal escapes and every control character, keeping one line of text', () => {
    const text =
      '\u001b[2J\u001b[H\u001b]8;;https://evil.example\u0007click\u001b]8;;\u001b\\ here' +
      '\u009b31m red\r\nnext\tline\u0000\u0007\u007f\u0085\u202egnp.exe\u200b done\u001bc';
    const kept = scrubReportText(text, 300);
    expect(kept).toBe('click here red next line gnp.exe done');
    expect(kept).not.toMatch(ANY_CONTROL);
  });

  it('keeps every one of 65,536 single characters free of controls', () => {
    for (let code = 0; code <= 0xffff; code += 1) {
      const kept = scrubReportText(`a${String.fromCharCode(code)}b`, 300);
      expect(kept).not.toMatch(ANY_CONTROL);
    }
  });

  it('bounds the length, keeping the start and the end', () => {
    const kept = scrubReportText(`Start ${'x'.repeat(500)} running 1.0.0-r2`, 300);
    expect(Array.from(kept)).toHaveLength(300);
    expect(kept.startsWith('Start xxx')).toBe(true);
    expect(kept.endsWith('running 1.0.0-r2')).toBe(true);
  });
});

describe('scrubReportRoute', () => {
  it.each([
    ['/available-freight?driverToken=demo-driver-token', '/available-freight'],
    ['/shipments/4100413#notes', '/shipments/4100413'],
    ['/drivers/jane@carrier.example/loads', `/drivers/${EMAIL}/loads`],
    [`/link/${JWT}/accept`, `/link/${REDACTED}/accept`],
    ['/t/9f8e7d6c5b4a39281706f5e4d3c2b1a0ffeeddcc', `/t/${REDACTED}`],
    ['/a\u001b[2Jb\n/c\u0000d', '/ab/cd'],
  ])('%j is kept as %j', (route, kept) => {
    expect(scrubReportRoute(route, 200)).toBe(kept);
  });

  it('bounds the length', () => {
    expect(scrubReportRoute(`/${'a'.repeat(500)}`, 200)).toHaveLength(200);
  });
});

describe('terminalSafe', () => {
  it('leaves no escape sequence or control character for a terminal', () => {
    expect(terminalSafe('a\u001b[31mred\u001b[0m\u0007b\u009b2J c')).toBe('ared b c');
  });
});
