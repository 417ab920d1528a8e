import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { build, createServer } from 'vite'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { policyPlugin } from '../../scripts/policy/vite-plugin.ts'
import { tempProject } from './temp-project.ts'

let project: ReturnType<typeof tempProject> | undefined
afterEach(() => project?.remove())

function withApp(root: string): void {
  writeFileSync(join(root, 'index.html'), '<!doctype html><script type="module" src="/main.js"></script>\n')
  writeFileSync(join(root, 'main.js'), 'document.title = "policy plugin test"\n')
}

const typo = ['policy/routes.yaml', '    access: { permission: booklist:view }\n', '    access: { permission: booklist:veiw }\n'] as const

describe('vite build', () => {
  test('fails on a policy error with the rendered diagnostics', async () => {
    project = tempProject()
    withApp(project.root)
    project.edit(...typo)
    await expect(build({ root: project.root, configFile: false, logLevel: 'silent', plugins: [policyPlugin()], build: { write: false } })).rejects.toThrow(
      /policy\/routes\.yaml:\d+:27 error\[unknown-permission\] "booklist:veiw" is not a declared permission \(did you mean "booklist:view"\?\)/,
    )
  }, 60_000)

  test('writes the generated files of a clean policy', async () => {
    project = tempProject()
    withApp(project.root)
    await build({ root: project.root, configFile: false, logLevel: 'silent', plugins: [policyPlugin()], build: { write: false } })
    expect(existsSync(join(project.root, 'src/generated/policy-names.gen.ts'))).toBe(true)
    expect(existsSync(join(project.root, 'policy/schema/menu.schema.json'))).toBe(true)
  }, 60_000)
})

describe('vite dev server', () => {
  test('recompiles on a policy change, shows errors in the overlay and clears them once fixed', async () => {
    project = tempProject()
    withApp(project.root)
    mkdirSync(join(project.root, 'src'), { recursive: true })
    const server = await createServer({
      root: project.root,
      configFile: false,
      logLevel: 'silent',
      plugins: [policyPlugin()],
      server: { middlewareMode: true },
    })
    try {
      expect(existsSync(join(project.root, 'src/generated/route-tree.gen.tsx'))).toBe(true)
      const send = vi.spyOn(server.ws, 'send')
      const routes = join(project.root, typo[0])

      project.edit(...typo)
      server.watcher.emit('change', routes)
      expect(send).toHaveBeenCalledWith(
        expect.objectContaining({
          type: 'error',
          err: expect.objectContaining({
            message: expect.stringContaining('error[unknown-permission] "booklist:veiw"'),
            loc: expect.objectContaining({ file: routes, column: 27 }),
          }),
        }),
      )

      send.mockClear()
      project.edit(typo[0], typo[2], typo[1])
      server.watcher.emit('change', routes)
      expect(send).toHaveBeenCalledWith({ type: 'update', updates: [] })
      expect(send).not.toHaveBeenCalledWith(expect.objectContaining({ type: 'error' }))
    } finally {
      await server.close()
    }
  }, 60_000)
})
