/** Readers of one environment variable each, shared by config.ts and operations-config.ts: a bad value is pushed onto `errors`. */

export function readPort(raw: string | undefined, fallback: number, name: string, errors: string[]): number {
  if (raw === undefined) return fallback
  // Port 0 asks the OS for a free port, which tests and parallel runs use.
  if (!/^\d+$/.test(raw) || Number(raw) > 65535) {
    errors.push(`${name} must be a port number from 0 to 65535, got "${raw}"`)
    return fallback
  }
  return Number(raw)
}

export function readCount(raw: string | undefined, fallback: number, name: string, errors: string[]): number {
  if (raw === undefined) return fallback
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || !Number.isSafeInteger(Number(raw))) {
    errors.push(`${name} must be a whole number above 0, got "${raw}"`)
    return fallback
  }
  return Number(raw)
}
