import { createInterface } from 'node:readline/promises'
import { resetUsage, runReset, type ResetIo } from './reset.ts'

// The data command line: replacing everything in the database is this explicit act, never a server start.
const usage = `Usage: npm run data -- <command> [options]

Commands:
  reset <file.yaml> [--yes] [--force]   replace everything in the database with the file (asks first)

${resetUsage}`

const [name, ...args] = process.argv.slice(2)

if (name === '--help' || name === '-h' || name === 'help') {
  process.stdout.write(usage)
} else if (name !== 'reset') {
  process.stderr.write(`${name === undefined ? '' : `Unknown command "${name}".\n\n`}${usage}`)
  process.exitCode = 2
} else {
  const io: ResetIo = {
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
    process.exitCode = await runReset(args, io)
  } catch (error) {
    process.stderr.write(`data ${name}: internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`)
    process.exitCode = 70
  }
}
