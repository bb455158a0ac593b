// Headers on every response of the gateway. The CSP allows no eval and no inline script; inline
// styles are allowed because antd writes its CSS-in-JS into <style> elements at run time.

/**
 * Pages that may be framed by the portal itself: MSAL's hidden silent-renewal iframe loads the
 * authorization endpoint, which redirects to the redirect bridge. Everything else refuses framing.
 */
function mayBeFramedBySameOrigin(pathname: string): boolean {
  return pathname === '/redirect-bridge.html' || /^\/idp\/[^/]+\/auth(\/|$)/.test(pathname);
}

/**
 * Origins of `pnpm dev` servers (from dev overrides), allowed to serve scripts and hot-reload sockets
 * in development only, so the host can load a remote from http://localhost:300N.
 */
export function devServerSources(devOverrides: Record<string, string> | undefined): string[] {
  const origins = new Set(Object.values(devOverrides ?? {}).map((url) => new URL(url).origin));
  return [...origins].flatMap((origin) => [origin, origin.replace(/^http/, 'ws')]);
}

export function contentSecurityPolicy(pathname: string, devSources: string[] = []): string {
  const dev = devSources.length > 0 ? ` ${devSources.join(' ')}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${dev}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "worker-src 'self' blob:",
    `connect-src 'self'${dev}`,
    "frame-src 'self'",
    `frame-ancestors ${mayBeFramedBySameOrigin(pathname) ? "'self'" : "'none'"}`,
    "form-action 'self'",
    "object-src 'none'",
    "base-uri 'none'",
  ].join('; ');
}

export const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
} as const;
