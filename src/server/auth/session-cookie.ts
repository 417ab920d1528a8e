/** The session cookie: its name, how it is written and how it is read back. */
export const sessionCookieName = 'adoptions_session'

export interface CookieOptions {
  /** Domain attribute; absent makes a host-only cookie (ports are ignored either way). */
  readonly domain: string | undefined
  /** Secure attribute; set when the sign-in service is served over https. */
  readonly secure: boolean
}

export function sessionCookie(token: string, maxAgeSeconds: number, options: CookieOptions): string {
  return serialise(`${sessionCookieName}=${token}`, `Max-Age=${maxAgeSeconds}`, options)
}

export function clearedSessionCookie(options: CookieOptions): string {
  return serialise(`${sessionCookieName}=`, 'Max-Age=0', options)
}

function serialise(pair: string, maxAge: string, options: CookieOptions): string {
  // HttpOnly keeps scripts from reading it; Lax still sends it on the top-level
  // redirect back to the app, which is what the sign-in flow needs.
  const parts = [pair, 'Path=/', maxAge, 'HttpOnly', 'SameSite=Lax']
  if (options.domain) parts.push(`Domain=${options.domain}`)
  if (options.secure) parts.push('Secure')
  return parts.join('; ')
}

/** The session token from a Cookie header, if it has a well-formed one. */
export function readSessionToken(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0 || part.slice(0, eq).trim() !== sessionCookieName) continue
    const value = part.slice(eq + 1).trim()
    // Tokens are base64url; anything else was not written by us.
    if (/^[A-Za-z0-9_-]{20,200}$/.test(value)) return value
  }
  return undefined
}
