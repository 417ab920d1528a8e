/**
 * Headers on every answer of the app origin. The CSP allows no inline script
 * (the built SPA loads only same-origin files) and no framing; `connect-src`
 * adds the analytics and error-reporting origins when they are configured
 * (CSP_CONNECT_SRC); `img-src` adds the origins of institutions' https logos
 * (branding; a logo file or data: URI needs none). Anything that is not a
 * plain https origin is left out, so no source can widen the policy.
 */
export function appSecurityHeaders(connectSrc: readonly string[], logoOrigins: readonly string[] = []): Record<string, string> {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    ["img-src 'self' data:", ...new Set(logoOrigins.filter((origin) => httpsOrigin.test(origin)))].join(' '),
    "font-src 'self'",
    ["connect-src 'self'", ...connectSrc].join(' '),
    // Session replay compresses in a worker created from a blob.
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  }
}

/** https://host or https://host:port, nothing more (no path, wildcard, quote or semicolon). */
const httpsOrigin = /^https:\/\/[a-z\d]([a-z\d-]*[a-z\d])?(\.[a-z\d]([a-z\d-]*[a-z\d])?)*(:\d{1,5})?$/
