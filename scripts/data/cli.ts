import { createInterface } from 'node:readline/promises'
import { backupUsage, runBackup } from './backup.ts'
import type { DataIo } from './data-io.ts'
import { resetUsage, runReset } from './reset.ts'
import { restoreUsage, runRestore } from './restore.ts'

// The data command line: replacing everything in the database is this explicit act, never a server start.
const usage = `Usage: npm run data -- <command> [options]

Commands:
  reset <file.yaml> [--yes] [--force]   replace everything in the database with the file (asks first)
  backup <file> [--force]               copy the database to the file, while the server runs
  restore <file> [--yes] [--force]      replace the database with a backup (asks first; stop the server first)

${resetUsage}
${backupUsage}
${restoreUsage}`

const commands: Readonly<Record<string, (args: readonly string[], io: DataIo) => Promise<number>>> = {
  reset: runReset,
  backup: runBackup,
  restore: runRestore,
}

const [name, ...args] = process.argv.slice(2)

if (name === '--help' || name === '-h' || name === 'help') {
  process.stdout.write(usage)
} else if (name === undefined || !Object.hasOwn(commands, name)) {
  process.stderr.write(`${name === undefined ? '' : `Unknown command "${name}".\n\n`}${usage}`)
  process.exitCode = 2
} else {
  const io: DataIo = {
    env: process.env,
    interactive: process.stdin.isTTY === true,
    ask: async (question) => {
      const terminal = createInterface({ input: process.stdin, output: process.stdout })
      try {
        return await terminal.question(question)
      } finally {
        terminal.close()
      }
    },
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
  }
  try {
    process.exitCode = await commands[name]!(args, io)
  } catch (error) {
    process.stderr.write(`data ${name}: internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`)
    process.exitCode = 70
  }
}
