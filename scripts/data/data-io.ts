import { loadConfig, type ServerConfig } from '../../src/server/config.ts'

/** What a data command needs from the outside world, so tests can stand in for the terminal. */
export interface DataIo {
  /** The variables the server would read (DATABASE_URL, DATABASE_PATH, NODE_ENV). */
  readonly env: Readonly<Record<string, string | undefined>>
  /** Whether stdin is a terminal an operator can answer from. */
  readonly interactive: boolean
  /** Asks the operator and answers what they typed. */
  ask(question: string): Promise<string>
  out(text: string): void
  err(text: string): void
}

export interface FileOptions {
  readonly file: string
  readonly yes: boolean
  readonly force: boolean
}

export type FileArgs = FileOptions | { readonly help: true } | { readonly error: string }

/** `<file> [--yes] [--force]`, the arguments every data command takes; `noun` names the file in the error. */
export function readFileArgs(args: readonly string[], noun: string): FileArgs {
  if (args.includes('--help') || args.includes('-h')) return { help: true }
  const unknown = args.find((arg) => arg.startsWith('-') && arg !== '--yes' && arg !== '--force')
  if (unknown !== undefined) return { error: `unknown option "${unknown}"` }
  const files = args.filter((arg) => !arg.startsWith('-'))
  if (files.length !== 1) return { error: files.length === 0 ? `name the ${noun}` : `one ${noun}, got ${files.length}` }
  return { file: files[0]!, yes: args.includes('--yes'), force: args.includes('--force') }
}

/**
 * The command's options; or, once --help printed the usage (0) or a mistake
 * was printed with it (2), the exit code.
 */
export function fileOptions(args: readonly string[], command: string, noun: string, usage: string, io: DataIo): FileOptions | number {
  const options = readFileArgs(args, noun)
  if ('help' in options) {
    io.out(usage)
    return 0
  }
  if ('error' in options) {
    io.err(`data ${command}: ${options.error}\n\n${usage}`)
    return 2
  }
  return options
}

/**
 * The server's configuration, read as the server reads it, so a command acts
 * on the database the server would use; undefined (and the problems printed)
 * when it does not load.
 */
export function serverConfig(io: DataIo): ServerConfig | undefined {
  const loaded = loadConfig(io.env)
  if (loaded.ok) return loaded.config
  io.err(`Configuration problems; nothing was changed:\n${loaded.errors.map((error) => `  - ${error}`).join('\n')}\n`)
  return undefined
}

/** Replacing a database deletes real data: refused in production without --force (said, with nothing changed). */
export function refusedInProduction(io: DataIo, word: string, config: ServerConfig, force: boolean): boolean {
  if (!config.production || force) return false
  io.err(`NODE_ENV is production: ${word} deletes real data, so it refuses without --force. Nothing was changed.\n`)
  return true
}

/**
 * Asks the operator to type `word` unless --yes; never asks a script (stdin not
 * a terminal). Answers whether to go ahead; when not, it has said why.
 */
export async function confirmed(io: DataIo, word: string, yes: boolean): Promise<boolean> {
  if (yes) return true
  if (!io.interactive) {
    io.err(`Not asking: stdin is not a terminal. Pass --yes to ${word} from a script. Nothing was changed.\n`)
    return false
  }
  const answer = await io.ask(`Type "${word}" to go ahead: `)
  if (answer.trim() === word) return true
  io.err('Nothing was changed.\n')
  return false
}

export function count(n: number, [one, many]: readonly [string, string]): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`
}
