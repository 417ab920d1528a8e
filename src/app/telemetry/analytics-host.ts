/**
 * Analytics is never initialised on a developer machine or a bare address
 * (spec section 7): localhost, any IP address, or a host of the policy's deny
 * list (policy/constants.yaml analytics.denyHosts).
 */
export function analyticsAllowedOnHost(hostname: string, denyHosts: readonly string[]): boolean {
  const host = hostname
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
  if (host === '' || host === 'localhost' || host.endsWith('.localhost')) return false
  if (isIpAddress(host)) return false
  return !denyHosts.some((denied) => denied.toLowerCase() === host)
}

function isIpAddress(host: string): boolean {
  // IPv6 hosts always contain a colon; host names never do.
  if (host.includes(':')) return true
  const parts = host.split('.')
  return parts.length === 4 && parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255)
}
