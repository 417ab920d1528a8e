/**
 * Headers on every answer of the sign-in service. The pages have no script at
 * all; `form-action` lists the allow-listed origins because browsers apply it
 * to the redirect that follows the sign-in form too.
 */
export function authSecurityHeaders(redirectAllowList: readonly string[]): Record<string, string> {
  const formAction = ["'self'", ...redirectAllowList].join(' ')
  return {
    'Content-Security-Policy': `default-src 'none'; style-src 'self'; img-src 'self'; form-action ${formAction}; frame-ancestors 'none'; base-uri 'none'`,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    // The login URL carries the return address, so it is not passed to other
    // sites. Not `no-referrer`: with it browsers send `Origin: null` on the
    // form post, and the login-CSRF check needs the real origin.
    'Referrer-Policy': 'same-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
  }
}
