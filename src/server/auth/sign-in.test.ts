import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { replaceData } from '../data/replace-data.ts'
import { parseOrThrow } from '../testing/seed.ts'
import { createTestDatabase, testDatabases, type TestDatabase } from '../testing/test-databases.ts'
import { signIn, type SignInOptions } from './sign-in.ts'

const data = `
institutions:
  - id: inst
    name: Test University
    config:
      booklist_config: { region: gb, institution_id: inst }
      enabledAccessLength: 1
      isEAorIA: false
      isIA: false
      isEA: false
      approval_config: null
      approval_type: null
      adminUserPermissions: {}
      availableDashboards: []
      hasApprovalPermission: false
      isPricingApprovalsEnabled: false
      enable_supply_request: enabled
      courseIngestionEnabled: false
      institutionHasStore: false
      opt_out_hosting_type: none
users:
  - { email: Pat@Test.example, password: right-password, institution: inst }
  - { email: open@test.example, institution: inst }
  - { email: off@test.example, password: right-password, institution: inst, disabled: true }
`

describe.each(testDatabases())('signIn on %s', (kind) => {
  let temp: TestDatabase
  let clock: number
  const options = (overrides: Partial<SignInOptions> = {}): SignInOptions => ({
    rateLimit: { maxFailures: 3, windowMs: 60_000 },
    allowPasswordless: false,
    now: () => clock,
    ...overrides,
  })

  beforeEach(async () => {
    temp = await createTestDatabase(kind)
    clock = 1_000_000
    await replaceData(temp.db, parseOrThrow(data))
  })
  afterEach(() => temp.dispose())

  describe('signIn', () => {
    it('accepts the right password, with the email in any case and surrounding spaces', async () => {
      const result = await signIn(temp.db, '  pat@test.EXAMPLE ', 'right-password', options())
      expect(result).toEqual({ ok: true, userId: expect.stringMatching(/^user-[0-9a-f]{12}$/) })
    })

    it('refuses a wrong password and an unknown account with the same answer', async () => {
      expect(await signIn(temp.db, 'pat@test.example', 'wrong', options())).toEqual({ ok: false, reason: 'invalid' })
      expect(await signIn(temp.db, 'nobody@test.example', 'right-password', options())).toEqual({ ok: false, reason: 'invalid' })
    })

    it('signs in a disabled account (the app answers 403 later)', async () => {
      expect((await signIn(temp.db, 'off@test.example', 'right-password', options())).ok).toBe(true)
    })

    it('accepts any password for an account without one only when passwordless sign-in is allowed', async () => {
      expect(await signIn(temp.db, 'open@test.example', 'anything', options())).toEqual({ ok: false, reason: 'invalid' })
      expect((await signIn(temp.db, 'open@test.example', '', options({ allowPasswordless: true }))).ok).toBe(true)
    })

    it('never signs in an unknown account, even when passwordless sign-in is allowed', async () => {
      expect(await signIn(temp.db, 'ghost@test.example', '', options({ allowPasswordless: true }))).toEqual({ ok: false, reason: 'invalid' })
    })
  })

  describe('signIn rate limit', () => {
    it('locks an account after the allowed failures, even for the right password, until the window passes', async () => {
      for (let i = 0; i < 3; i++) {
        expect(await signIn(temp.db, 'pat@test.example', `guess-${i}`, options())).toEqual({ ok: false, reason: 'invalid' })
        clock += 1000
      }
      expect(await signIn(temp.db, 'pat@test.example', 'right-password', options())).toEqual({
        ok: false,
        reason: 'rate-limited',
        retryAfterMs: 57_000,
      })
      clock = 1_000_000 + 60_000
      expect((await signIn(temp.db, 'pat@test.example', 'right-password', options())).ok).toBe(true)
    })

    it('counts per account: other accounts are not affected', async () => {
      for (let i = 0; i < 3; i++) await signIn(temp.db, 'pat@test.example', 'wrong', options())
      expect((await signIn(temp.db, 'pat@test.example', 'right-password', options())).ok).toBe(false)
      expect((await signIn(temp.db, 'off@test.example', 'right-password', options())).ok).toBe(true)
    })

    it('treats different spellings of the same email as one account', async () => {
      await signIn(temp.db, 'PAT@test.example', 'wrong', options())
      await signIn(temp.db, 'pat@TEST.example', 'wrong', options())
      await signIn(temp.db, ' pat@test.example', 'wrong', options())
      expect(await signIn(temp.db, 'pat@test.example', 'right-password', options())).toMatchObject({ reason: 'rate-limited' })
    })

    it('limits unknown accounts too, so the limit does not reveal which accounts exist', async () => {
      for (let i = 0; i < 3; i++) await signIn(temp.db, 'ghost@test.example', 'x', options())
      expect(await signIn(temp.db, 'ghost@test.example', 'x', options())).toMatchObject({ reason: 'rate-limited' })
    })

    it('forgets earlier failures after a successful sign-in', async () => {
      await signIn(temp.db, 'pat@test.example', 'wrong', options())
      await signIn(temp.db, 'pat@test.example', 'wrong', options())
      expect((await signIn(temp.db, 'pat@test.example', 'right-password', options())).ok).toBe(true)
      await signIn(temp.db, 'pat@test.example', 'wrong', options())
      await signIn(temp.db, 'pat@test.example', 'wrong', options())
      expect((await signIn(temp.db, 'pat@test.example', 'right-password', options())).ok).toBe(true)
    })

    it('holds under parallel guesses: no more than the allowed number are checked', async () => {
      const results = await Promise.all(Array.from({ length: 8 }, () => signIn(temp.db, 'pat@test.example', 'wrong', options())))
      expect(results.filter((result) => !result.ok && result.reason === 'invalid')).toHaveLength(3)
      expect(results.filter((result) => !result.ok && result.reason === 'rate-limited')).toHaveLength(5)
    })
  })
})
