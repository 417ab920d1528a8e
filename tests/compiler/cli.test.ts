import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { tempProject, runCli } from './temp-project.ts'

let project: ReturnType<typeof tempProject> | undefined
afterEach(() => project?.remove())

describe('policy check', () => {
  test('a typo in a route fails with the located line and a suggestion', () => {
    project = tempProject()
    project.edit('policy/routes.yaml', '    access: { permission: booklist:view }\n', '    access: { permission: booklist:veiw }\n')
    const line = readFileSync(join(project.root, 'policy/routes.yaml'), 'utf8').split('\n').findIndex((l) => l.includes('booklist:veiw')) + 1

    const result = runCli(['check', '--root', project.root])
    expect(result.status).toBe(1)
    expect(result.stderr.split('\n')).toContain(
      `policy/routes.yaml:${line}:27 error[unknown-permission] "booklist:veiw" is not a declared permission (did you mean "booklist:view"?)`,
    )
    expect(result.stderr).toContain('1 error in the policy')
  }, 60_000)

  test('--format json prints the diagnostics array on stdout', () => {
    project = tempProject()
    project.edit('policy/flags.yaml', '  dashboards: Analytics dashboards.\n', '  dashboards: Analytics dashboards.\n  dashboards: Twice.\n')
    const result = runCli(['check', '--format', 'json', `--root=${project.root}`])
    expect(result.status).toBe(1)
    const diagnostics = JSON.parse(result.stdout) as { file: string; code: string; line: number }[]
    expect(diagnostics.map((d) => [d.file, d.code, d.line])).toEqual([['policy/flags.yaml', 'duplicate-key', 12]])
  }, 60_000)

  test('the shipped policy passes', () => {
    project = tempProject()
    const result = runCli(['check', '--root', project.root])
    expect({ status: result.status, stdout: result.stdout, stderr: result.stderr }).toEqual({ status: 0, stdout: 'policy: no problems found\n', stderr: '' })
  }, 60_000)
})

describe('policy build --check', () => {
  test('fails while generated files are missing or stale, passes once built', () => {
    project = tempProject()
    const { root } = project
    const missing = runCli(['build', '--check', '--root', root])
    expect(missing.status).toBe(1)
    expect(missing.stderr).toContain('src/generated/policy-names.gen.ts')
    expect(missing.stderr).toContain('policy/schema/routes.schema.json')

    const built = runCli(['build', '--root', root])
    expect(built.status).toBe(0)
    expect(built.stdout).toContain('policy: wrote src/generated/policy.gen.ts')
    expect(runCli(['build', '--check', '--root', root]).status).toBe(0)
    expect(runCli(['build', '--root', root]).stdout).toBe('policy: generated files are up to date\n')

    // A hand edit to a generated file is stale...
    const names = join(root, 'src/generated/policy-names.gen.ts')
    writeFileSync(names, readFileSync(names, 'utf8').replace('"booklist:view"', '"booklist:vue"'))
    const edited = runCli(['build', '--check', '--root', root])
    expect(edited.status).toBe(1)
    expect(edited.stderr).toContain('  src/generated/policy-names.gen.ts\n')
    expect(edited.stderr).not.toContain('policy.gen.ts\n')

    // ...and so is every output after a policy change, the JSON Schemas included.
    runCli(['build', '--root', root])
    project.edit('policy/flags.yaml', '  dashboards: Analytics dashboards.\n', '  dashboards: Analytics dashboards.\n  new-flag: A new flag.\n')
    const changed = runCli(['build', '--check', '--root', root])
    expect(changed.status).toBe(1)
    expect(changed.stderr).toContain('  policy/schema/routes.schema.json\n')
    expect(changed.stderr).toContain('  src/generated/policy-names.gen.ts\n')
  }, 120_000)
})
