import { fileURLToPath } from 'node:url'
import { dirname, resolve } from 'node:path'
import { takeRootOption } from './cli-root.ts'
import { commands } from './commands/index.ts'

// The policy command line: the only part of the compiler that reads or writes files.
// A reader that stops early (`policy eval ... | head`) closes the pipe; that is not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0)
  throw error
})

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const [name, ...args] = process.argv.slice(2)
const command = name ? commands[name] : undefined

if (!command) {
  const list = Object.entries(commands)
    .map(([key, entry]) => `  ${key.padEnd(9)} ${entry.summary}`)
    .join('\n')
  process.stderr.write(
    `${name ? `Unknown command "${name}".\n\n` : ''}` +
      `Usage: npm run policy -- <command> [--root <dir>] [options]\n\n` +
      `  --root <dir>  the project holding policy/ (default: this repository)\n\n` +
      `Commands:\n${list}\n`,
  )
  process.exit(2)
}

const options = takeRootOption(args, projectRoot)
if ('error' in options) {
  process.stderr.write(`policy ${name}: ${options.error}\n`)
  process.exit(2)
}

try {
  process.exitCode = await command.run(options.rest, { root: options.root })
} catch (error) {
  // A bug in the tool, not in the policy: say so plainly rather than blaming the YAML.
  process.stderr.write(`policy ${name}: internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`)
  process.exitCode = 70
}
