import { join } from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

/**
 * The lint zones are the architecture's one-way arrows (eslint.config.js): a
 * zone that no longer fires would let a feature reach into another unseen.
 * Each case lints a file that does not exist, at the path it would have, so
 * the rule is tested as configured and nothing in the tree changes.
 */
const root = join(import.meta.dirname, '..', '..')
const eslint = new ESLint({ cwd: root })

async function zoneMessages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) })
  return (result?.messages ?? []).filter((message) => message.ruleId === 'import-x/no-restricted-paths').map((message) => message.message)
}

describe('the lint zones', () => {
  it('refuse a server feature importing another feature’s repository', async () => {
    const messages = await zoneMessages('src/server/features/orders/zone-probe.ts', "export { listCourses } from '../courses/courses-read.repo.ts'\n")
    expect(messages).toEqual([expect.stringContaining('Server features never import each other’s repositories or routers')])
  })

  it('refuse a server feature importing another feature’s router', async () => {
    expect(await zoneMessages('src/server/features/store/zone-probe.ts', "export { studentsRouter } from '../students/students.router.ts'\n")).toHaveLength(1)
  })

  it('let a server feature import another feature’s record, its own repositories and the db layer', async () => {
    const code = [
      "export { requestKind } from '../requests/request-record.ts'",
      "export { listOrders } from './orders-read.repo.ts'",
      "export { readPage } from '../../db/list-read.ts'",
      '',
    ].join('\n')
    expect(await zoneMessages('src/server/features/orders/zone-probe.ts', code)).toEqual([])
  })

  it('refuse a client feature importing another client feature', async () => {
    const messages = await zoneMessages('src/features/store/zone-probe.ts', "export { StudentsScreen } from '../students/students-screen.tsx'\n")
    expect(messages).toEqual([expect.stringContaining('Features never import each other')])
  })
})
