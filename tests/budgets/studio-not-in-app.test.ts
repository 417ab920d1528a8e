import { describe, expect, inject, it } from 'vitest'

// Issue 14: the policy studio (its page, CodeMirror, and the compiler it runs in
// the browser) has its own build and never enters the app's, first load or lazy.
const build = inject('appBuild')

describe('the app build', () => {
  it('holds no module of the studio, of CodeMirror or of the compiler in any chunk', () => {
    const ids = Object.values(build.modules).flatMap((modules) => modules.map((m) => m.id))
    expect(ids.length, 'the build should list its modules').toBeGreaterThan(50)
    const leaked = ids.filter((id) => /\/studio\/|node_modules\/(@codemirror|codemirror|codemirror-json-schema|@lezer)\/|\/scripts\/policy\//.test(id))
    expect(leaked).toEqual([])
  })
})
