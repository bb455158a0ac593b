// Headers on every response of the gateway. The CSP allows no eval and no inline script; inline
// styles are allowed because antd writes its CSS-in-JS into <style> elements at run time.

/**
 * Pages that may be framed by the portal itself: MSAL's hidden silent-renewal iframe loads the
 * authorization endpoint, which redirects to the redirect bridge. Everything else refuses framing.
 */
export function mayBeFramedBySameOrigin(pathname: string): boolean {
  return pathname === '/redirect-bridge.html' || /^\/idp\/[^/]+\/auth(\/|$)/.test(pathname);
}

export function contentSecurityPolicy(pathname: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "worker-src 'self' blob:",
    "connect-src 'self'",
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
