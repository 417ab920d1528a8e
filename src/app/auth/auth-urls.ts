/** {authHost}/login?redirect_uri={the current full URL, encoded} (spec section 4). */
export function loginUrl(authHost: string, currentUrl: string): string {
  return `${authHost}/login?redirect_uri=${encodeURIComponent(currentUrl)}`
}

/** {authHost}/logout, with the optional suffix the spec allows (for example a return path). */
export function logoutUrl(authHost: string, suffix = ''): string {
  return `${authHost}/logout${suffix}`
}
