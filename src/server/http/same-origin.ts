import type { IncomingHttpHeaders } from 'node:http'

/**
 * Whether a state-changing request (a POST to /trpc: every mutation) may come
 * from where the browser says it comes from. Refused when `Origin` names
 * another origin, or when `Sec-Fetch-Site` says the page was cross-site or
 * merely same-site (a sibling subdomain SameSite=Lax cookies still reach).
 * Requests without either header are not from a browser page and carry no
 * ambient credentials worth forging, so they pass.
 */
export function crossOriginRefusal(method: string | undefined, headers: IncomingHttpHeaders, appOrigins: readonly string[]): string | undefined {
  // The live stream (an EventSource's GET) carries what the person may read: a page of another site may not open it either.
  if (method !== 'POST' && !opensEventStream(headers)) return undefined
  const origin = headers.origin
  if (origin !== undefined && !appOrigins.includes(origin)) return `Cross-origin request refused.`
  const site = headers['sec-fetch-site']
  if (site === 'cross-site' || site === 'same-site') return `Cross-origin request refused.`
  return undefined
}

function opensEventStream(headers: IncomingHttpHeaders): boolean {
  return headers.accept?.includes('text/event-stream') === true
}
