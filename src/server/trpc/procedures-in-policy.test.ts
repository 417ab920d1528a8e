import { describe, expect, it } from 'vitest'
import type { CompiledPolicy } from '../../policy/model.ts'
import { createAppHandler } from '../http/app-server.ts'
import { memoryLogger } from '../logger.ts'
import { policy } from '../policy.ts'
import { proceduresMismatch } from './procedures-in-policy.ts'
import { procedurePaths } from './router.ts'
import { defaultLimits } from '../limits.ts'

// A policy whose procedures are these: each procedure of procedures.yaml compiles to its `call Procedure` rule.
const named = (...names: string[]) =>
  ({
    ...policy,
    abilityRules: [
      ...policy.abilityRules.filter((rule) => rule.subject !== 'Procedure'),
      ...names.map((name) => ({ action: 'call', subject: 'Procedure', conditions: { name }, when: { kind: 'always', id: 0 } })),
    ],
  }) as CompiledPolicy

describe('procedures and the policy', () => {
  it('agree for the shipped server and policy: every procedure has its rule', () => {
    expect(procedurePaths.length).toBeGreaterThanOrEqual(10)
    expect(proceduresMismatch(procedurePaths, policy)).toBeUndefined()
  })

  it('names a procedure the policy does not rule, and says what to add', () => {
    expect(proceduresMismatch(['auth.getUser', 'requests.list'], named('auth.getUser'))).toBe(
      'These procedures have no rule in policy/procedures.yaml: requests.list. Add each with its ' +
        'access (for example "requests.list: { access: signed-in }") and run npm run policy -- build.',
    )
  })

  it('names a rule for a procedure the server does not have', () => {
    expect(proceduresMismatch(['auth.getUser'], named('auth.getUser', 'requests.approv'))).toBe(
      'policy/procedures.yaml names procedures the server does not have: requests.approv. Remove them or correct the names.',
    )
  })

  it('stop the app server from starting when they disagree', () => {
    const config = {
      authHost: 'http://localhost:3001',
      posthogKey: undefined,
      posthogHost: 'https://eu.i.posthog.com',
      sentryDsn: undefined,
      cspConnectSrc: [],
    }
    // The database is never reached: the check runs before anything is served.
    const deps = { db: undefined as never, policy: named('auth.getUser'), logger: memoryLogger(), now: Date.now, limits: defaultLimits }
    expect(() => createAppHandler({ deps, distDir: '/nowhere', config, appOrigins: [] })).toThrow(
      new RegExp(
        String.raw`These procedures have no rule in policy\/procedures\.yaml: ` +
          String.raw`(?:[\w.]+, )*catalogue\.get, catalogue\.search, (?:[\w.]+, )*featureFlags\.get, institutionConfig\.get`,
      ),
    )
  })
})
