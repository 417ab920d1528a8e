import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../db/open-database.ts'
import { createTestDatabase, testDatabases, type TestDatabase } from '../../testing/test-databases.ts'
import { signUnsubscribeToken, unsubscribeSecret, unsubscribeUrl, verifyUnsubscribeToken } from './unsubscribe-token.ts'

describe.each(testDatabases())('unsubscribe tokens on %s', (kind) => {
  let temp: TestDatabase
  beforeAll(async () => {
    temp = await createTestDatabase(kind)
  })
  afterAll(() => temp.dispose())

  it('makes the signing key once, the same for two servers asking at the same moment', async () => {
    const other = await openDatabase(temp.target)
    if (!other.ok) throw new Error(other.error)
    try {
      const [a, b] = await Promise.all([unsubscribeSecret(temp.db), unsubscribeSecret(kind === 'postgres' ? other.db : temp.db)])
      expect(a.length).toBe(32)
      expect(b.equals(a)).toBe(true)
      expect(await temp.db.selectFrom('app_secrets').select('name').execute()).toEqual([{ name: 'unsubscribe' }])
    } finally {
      await other.close()
    }
  })

  it('answers the person and kinds of a token it signed, and nothing for a forged, altered or garbled one', async () => {
    const token = await signUnsubscribeToken(temp.db, 'user:with:colons', ['requestRaised', 'booklistChanged'])
    expect(await verifyUnsubscribeToken(temp.db, token)).toEqual({ userId: 'user:with:colons', kinds: ['requestRaised', 'booklistChanged'] })
    const [payload = '', mac = ''] = token.split('.')
    const otherPerson = Buffer.from('someone-else:requestRaised').toString('base64url')
    expect(await verifyUnsubscribeToken(temp.db, `${otherPerson}.${mac}`)).toBeUndefined()
    expect(await verifyUnsubscribeToken(temp.db, `${payload}.${mac.slice(0, -2)}`)).toBeUndefined()
    expect(await verifyUnsubscribeToken(temp.db, `${payload}.${'A'.repeat(43)}`)).toBeUndefined()
    for (const garbled of ['', '.', 'abc', `${payload}.${mac}.x`, `${payload}.${mac}=`, 'é.é'])
      expect(await verifyUnsubscribeToken(temp.db, garbled)).toBeUndefined()
  })

  it('builds the link the app answers', async () => {
    const url = new URL(await unsubscribeUrl(temp.db, 'https://adoptions.example.edu', 'ann', ['requestDecided']))
    expect(url.origin + url.pathname).toBe('https://adoptions.example.edu/notifications/unsubscribe')
    expect(await verifyUnsubscribeToken(temp.db, url.searchParams.get('token') ?? '')).toEqual({ userId: 'ann', kinds: ['requestDecided'] })
  })
})
