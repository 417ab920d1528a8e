import { resolve } from 'node:path'

/**
 * Takes `--root <dir>` (or `--root=<dir>`) out of the arguments: the directory
 * holding policy/ and src/generated/, for running the compiler on a copy of the
 * project. The remaining arguments go to the command.
 */
export function takeRootOption(args: readonly string[], defaultRoot: string): { root: string; rest: string[] } | { error: string } {
  const rest: string[] = []
  let root = defaultRoot
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? ''
    if (arg === '--root') {
      const value = args[i + 1]
      if (value === undefined || value.startsWith('--')) return { error: '--root needs a directory' }
      root = resolve(value)
      i++
    } else if (arg.startsWith('--root=')) {
      root = resolve(arg.slice('--root='.length))
    } else {
      rest.push(arg)
    }
  }
  return { root, rest }
}
