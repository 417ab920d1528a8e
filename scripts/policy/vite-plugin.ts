import { join, resolve, sep } from 'node:path'
import type { ErrorPayload, Plugin, ViteDevServer } from 'vite'
import { compileProject, type ProjectCompile } from './compile-project.ts'
import { documents } from './documents.ts'
import { hasErrors } from './pipeline.ts'
import { renderDiagnostic } from './render.ts'

/**
 * Keeps src/generated in step with policy/*.yaml inside Vite.
 *  - `vite build`: compiles at buildStart; a policy error fails the build with the diagnostics.
 *  - dev server: compiles at start and whenever a policy file changes, writes the generated
 *    files that changed (Vite's HMR picks them up), and shows diagnostics in the error overlay.
 */
export function policyPlugin(): Plugin {
  let root = process.cwd()
  let serving = false
  return {
    name: 'adoptions:policy',
    configResolved(config) {
      root = config.root
      serving = config.command === 'serve'
    },
    buildStart() {
      // The dev server compiles in configureServer, where it can reach the overlay.
      if (serving) return
      const outcome = safeCompile(root)
      if (hasErrors(outcome.diagnostics)) this.error(overlayMessage(outcome))
    },
    configureServer(server) {
      const policyFiles = new Set(Object.keys(documents).map((name) => resolve(root, 'policy', `${name}.yaml`)))
      let failing = false
      const recompile = () => {
        const outcome = safeCompile(root)
        if (hasErrors(outcome.diagnostics)) {
          failing = true
          server.config.logger.error(overlayMessage(outcome), { timestamp: true })
          server.ws.send(errorPayload(root, outcome))
          return
        }
        if (outcome.written.length > 0) server.config.logger.info(`policy: wrote ${outcome.written.join(', ')}`, { timestamp: true })
        // An empty update clears the overlay even when the fix changed no generated file.
        if (failing) server.ws.send({ type: 'update', updates: [] })
        failing = false
      }
      watchPolicy(server, root, (file) => policyFiles.has(resolve(file)) || isResourceFile(root, file), recompile)
      recompile()
    },
  }
}

/** policy/resources/*.yaml: a record type file added, changed or removed recompiles too. */
function isResourceFile(root: string, file: string): boolean {
  const resolved = resolve(file)
  return resolve(resolved, '..') === resolve(root, 'policy', 'resources') && /\.ya?ml$/.test(resolved)
}

function watchPolicy(server: ViteDevServer, root: string, isPolicyFile: (file: string) => boolean, onChange: () => void): void {
  server.watcher.add(join(root, 'policy'))
  for (const event of ['add', 'change', 'unlink'] as const) {
    server.watcher.on(event, (file: string) => {
      if (isPolicyFile(file)) onChange()
    })
  }
}

/** A bug in the compiler must not take the dev server down; it is shown like a policy error. */
function safeCompile(root: string): ProjectCompile {
  try {
    return compileProject(root)
  } catch (error) {
    const message = `internal error in the policy compiler: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`
    return { written: [], diagnostics: [{ file: 'policy', line: 0, column: 0, path: '$', severity: 'error', code: 'internal-error', message }] }
  }
}

export function overlayMessage(outcome: ProjectCompile): string {
  const errors = outcome.diagnostics.filter((d) => d.severity === 'error').length
  return `The policy has ${errors} error${errors === 1 ? '' : 's'}:\n\n${outcome.diagnostics.map(renderDiagnostic).join('\n')}`
}

export function errorPayload(root: string, outcome: ProjectCompile): ErrorPayload {
  const first = outcome.diagnostics[0]
  const file = first ? resolve(root, first.file.split('/').join(sep)) : undefined
  return {
    type: 'error',
    err: {
      message: overlayMessage(outcome),
      stack: '',
      plugin: 'adoptions:policy',
      ...(file && first && first.line > 0 ? { id: file, loc: { file, line: first.line, column: first.column } } : {}),
    },
  }
}
