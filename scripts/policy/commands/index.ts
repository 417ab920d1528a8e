import { buildCommand } from './build.ts'
import { checkCommand } from './check.ts'
import type { Command } from './command.ts'
import { evalCommand } from './eval.ts'
import { explainCommand } from './explain.ts'
import { diffCommand } from './diff.ts'
import { impactCommand } from './impact.ts'
import { lintCommand } from './lint.ts'
import { replayCommand } from './replay.ts'
import { testCommand } from './test.ts'

/** Every `npm run policy -- <name>` command. */
export const commands: Readonly<Record<string, Command>> = {
  check: checkCommand,
  build: buildCommand,
  eval: evalCommand,
  explain: explainCommand,
  test: testCommand,
  lint: lintCommand,
  diff: diffCommand,
  impact: impactCommand,
  replay: replayCommand,
}
