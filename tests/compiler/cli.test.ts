import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { tempProject, runCli } from './temp-project.ts'

let project: ReturnType<typeof tempProject> | undefined
afterEach(() => project?.remove())

describe('policy check', () => {
  test('a typo in a route fails with the located line, a suggestion, and the offending line with a caret under the column', () => {
    project = tempProject()
    project.edit('policy/routes.yaml', '    access: { permission: booklist:view }\n', '    access: { permission: booklist:veiw }\n')
    const line =
      readFileSync(join(project.root, 'policy/routes.yaml'), 'utf8')
        .split('\n')
        .findIndex((l) => l.includes('booklist:veiw')) + 1

    // One run answers both: the text format's summary line and its source snippet.
    const result = runCli(['check', '--root', project.root])
    expect(result.status).toBe(1)
    expect(result.stderr.split('\n')).toContain(
      `policy/routes.yaml:${line}:27 error[unknown-permission] "booklist:veiw" is not a declared permission (did you mean "booklist:view"?)`,
    )
    expect(result.stderr).toContain('1 error in the policy')
    const lines = result.stderr.split('\n')
    const at = lines.findIndex((l) => l.startsWith('policy/routes.yaml:'))
    expect(lines.slice(at + 1, at + 4)).toEqual([
      '     |',
      `  ${line} |     access: { permission: booklist:veiw }`,
      '     |                           ^^^^^^^^^^^^^',
    ])
  }, 60_000)

  test('--format github prints one workflow annotation per problem; --format sarif a SARIF log', () => {
    project = tempProject()
    project.edit('policy/routes.yaml', '    access: { permission: booklist:view }\n', '    access: { permission: booklist:veiw }\n')
    const line =
      readFileSync(join(project.root, 'policy/routes.yaml'), 'utf8')
        .split('\n')
        .findIndex((l) => l.includes('booklist:veiw')) + 1
    const github = runCli(['check', '--format', 'github', '--root', project.root])
    expect(github.status).toBe(1)
    expect(github.stdout).toMatch(
      new RegExp(
        `^::error file=policy/routes\\.yaml,line=${line},col=27,title=unknown-permission::"booklist:veiw" ` +
          `is not a declared permission \\(did you mean "booklist:view"\\?\\)%0A[^\\n]+\\n$`,
      ),
    )
    const sarif = runCli(['check', '--format', 'sarif', '--root', project.root])
    expect(sarif.status).toBe(1)
    const log = JSON.parse(sarif.stdout) as {
      version: string
      runs: { results: { ruleId: string; locations: { physicalLocation: { region: unknown } }[] }[] }[]
    }
    expect(log.version).toBe('2.1.0')
    expect(log.runs[0]?.results.map((r) => [r.ruleId, r.locations[0]?.physicalLocation.region])).toEqual([
      ['unknown-permission', { startLine: line, startColumn: 27 }],
    ])
    expect(runCli(['check', '--format', 'xml', '--root', project.root])).toMatchObject({
      status: 2,
      stderr: 'policy check: --format must be one of text, json, sarif, github, not "xml"\n',
    })
  }, 60_000)

  test('a binary policy file is one line that prints none of its content', () => {
    project = tempProject()
    writeFileSync(join(project.root, 'policy/facts.yaml'), Buffer.from([0x00, 0x01, 0xc3, 0xbf, 0xff, 0xfe, 0x0a, 0x1b, 0x5b, 0x33, 0x31, 0x6d, 0x78]))
    const result = runCli(['check', '--root', project.root])
    expect(result.status).toBe(1)
    const facts = result.stderr.split('\n').filter((l) => l.includes('policy/facts.yaml'))
    expect(facts).toEqual(['policy/facts.yaml:1:1 error[not-text] policy/facts.yaml is not a text file (it holds the control character U+0000)'])
    expect(result.stderr).not.toContain('\u001b')
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
