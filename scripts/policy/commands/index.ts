import { buildCommand } from './build.ts'
import { checkCommand } from './check.ts'
import type { Command } from './command.ts'

/** Every `npm run policy -- <name>` command. */
export const commands: Readonly<Record<string, Command>> = {
  check: checkCommand,
  build: buildCommand,
}
