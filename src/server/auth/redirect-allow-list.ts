/**
 * Decides whether the sign-in service may send the browser to `redirect_uri`.
 * Pure: the same answer for the same input, no I/O.
 *
 * Accepted only when the URL is absolute http(s), written plainly, and its
 * origin is exactly one of the allow-list origins. "Written plainly" is what
 * stops the tricks that URL parsers resolve differently: the raw text may not
 * contain whitespace, control characters or backslashes, and its authority part
 * (between `//` and the path) may hold only host-name characters, so user-info
 * (`localhost:3000@evil.com`), percent-encoded hosts and Unicode look-alikes
 * are refused rather than normalised into something allowed.
 */
export type RedirectDecision = { readonly ok: true; readonly url: string } | { readonly ok: false; readonly reason: string }

const maxLength = 2048

export function checkRedirect(raw: string | null | undefined, allowList: readonly string[]): RedirectDecision {
  if (raw === null || raw === undefined || raw === '') return { ok: false, reason: 'No return address was given.' }
  if (raw.length > maxLength) return { ok: false, reason: `The return address is longer than ${maxLength} characters.` }
  if (/[\u0000-\u0020\u007f-\u009f\u2028\u2029\ufeff\\]/u.test(raw)) {
    return { ok: false, reason: 'The return address contains spaces, control characters or backslashes.' }
  }
  const parts = /^(https?):\/\/([^/?#]*)([/?#].*)?$/i.exec(raw)
  if (!parts) return { ok: false, reason: 'The return address must be a full http or https address.' }
  const authority = parts[2] ?? ''
  if (!/^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i.test(authority)) {
    return { ok: false, reason: 'The return address has an unusual host part (user names, encoded or special characters).' }
  }
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return { ok: false, reason: 'The return address is not a valid URL.' }
  }
  const allowed = allowList.some((origin) => sameOrigin(origin, url.origin))
  if (!allowed) return { ok: false, reason: `${url.origin} is not one of the addresses this sign-in service returns to.` }
  return { ok: true, url: url.href }
}

function sameOrigin(allowed: string, origin: string): boolean {
  try {
    return new URL(allowed).origin === origin
  } catch {
    return false
  }
}
