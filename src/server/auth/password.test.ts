import { describe, expect, it } from 'vitest'
import { decoyHash, hashPassword, verifyPassword } from './password.ts'

describe('password hashing', () => {
  it('stores scrypt with its parameters, salt and key, never the password', async () => {
    const stored = await hashPassword('correct horse battery staple')
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/)
    expect(stored).not.toContain('correct')
  })

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('s3cret-Passw0rd')
    expect(await verifyPassword('s3cret-Passw0rd', stored)).toBe(true)
    expect(await verifyPassword('s3cret-passw0rd', stored)).toBe(false)
    expect(await verifyPassword('', stored)).toBe(false)
  })

  it('salts every hash', async () => {
    const [a, b] = await Promise.all([hashPassword('same'), hashPassword('same')])
    expect(a).not.toBe(b)
    expect(await verifyPassword('same', a)).toBe(true)
    expect(await verifyPassword('same', b)).toBe(true)
  })

  it('treats Unicode compositions of the same text as the same password', async () => {
    const stored = await hashPassword('caf\u00e9')
    expect(await verifyPassword('cafe\u0301', stored)).toBe(true)
  })

  it.each([
    ['plain text', 'hunter2'],
    ['another algorithm', 'bcrypt$2b$10$abcdefghijklmnopqrstuv'],
    ['missing parts', 'scrypt$16384$8$1$c2FsdA'],
    ['N not a power of two', 'scrypt$1000$8$1$c2FsdHNhbHRzYWx0$a2V5a2V5a2V5a2V5a2V5a2V5'],
    ['N too large', `scrypt$${2 ** 24}$8$1$c2FsdHNhbHRzYWx0$a2V5a2V5a2V5a2V5a2V5a2V5`],
    ['a short salt', 'scrypt$16384$8$1$c2E$a2V5a2V5a2V5a2V5a2V5a2V5'],
    ['empty', ''],
  ])('refuses a stored value that is %s', async (_label, stored) => {
    expect(await verifyPassword('hunter2', stored)).toBe(false)
  })

  it('has a decoy hash no ordinary password matches', async () => {
    const decoy = await decoyHash()
    expect(decoy).toBe(await decoyHash())
    expect(await verifyPassword('', decoy)).toBe(false)
  })
})
