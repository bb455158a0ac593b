// Launch flags shared by the e2e suite and the load benchmark. There is no network here: the host
// resolver rule makes every name but localhost unresolvable, so nothing can leave the machine even
// outside Playwright's request routing (the fixtures block outside hosts as well, with a clear error).
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost',
];

/** Hosts the browser may talk to: the local stack only. */
export function isLocalUrl(url: URL): boolean {
  if (url.protocol === 'data:' || url.protocol === 'blob:' || url.protocol === 'about:') return true;
  return url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.hostname === '[::1]';
}
