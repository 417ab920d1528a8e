import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

/**
 * Password hashing with scrypt from node:crypto. The stored form carries its own
 * parameters, `scrypt$N$r$p$salt$hash` (salt and hash base64url), so they can be
 * raised later without invalidating existing hashes.
 */
const defaults = { N: 16384, r: 8, p: 1 } as const
const keyLength = 32
const saltLength = 16

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // maxmem must cover 128 * N * r bytes or scrypt refuses larger N.
    scrypt(password.normalize('NFKC'), salt, keyLength, { ...options, maxmem: 256 * 1024 * 1024 }, (error, key) => (error ? reject(error) : resolve(key)))
  })
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(saltLength)
  const key = await derive(password, salt, defaults)
  return ['scrypt', defaults.N, defaults.r, defaults.p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

/** False for a wrong password and for a stored value that is not a hash this code wrote. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored)
  if (!parsed) return false
  const key = await derive(password, parsed.salt, { N: parsed.N, r: parsed.r, p: parsed.p })
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key)
}

function parseHash(stored: string): { N: number; r: number; p: number; salt: Buffer; key: Buffer } | undefined {
  const parts = stored.split('$')
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined
  const [N, r, p] = parts.slice(1, 4).map(Number)
  const salt = Buffer.from(parts[4] ?? '', 'base64url')
  const key = Buffer.from(parts[5] ?? '', 'base64url')
  const valid = (n: number | undefined, max: number): n is number => Number.isInteger(n) && n !== undefined && n > 0 && n <= max
  // Bounds keep a tampered row from making one sign-in burn minutes of CPU.
  if (!valid(N, 2 ** 20) || (N & (N - 1)) !== 0 || !valid(r, 32) || !valid(p, 16)) return undefined
  if (salt.length < 8 || key.length < 16) return undefined
  return { N, r, p, salt, key }
}

/**
 * A real hash of a random password, verified against when the account does not
 * exist, so a sign-in for an unknown email takes as long as one for a known one.
 */
let decoy: Promise<string> | undefined
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'))
  return decoy
}
