import type { Command, CommandContext } from './command.ts'

/** A command as the table knows it: its one-line summary, and a run that loads its module only when chosen. */
export interface CommandEntry {
  readonly summary: string
  run(args: readonly string[], context: CommandContext): Promise<number>
}

// Each command's module (and through it zod, the database layer, git...) is imported only when that command runs:
// importing all of them up front cost every invocation, even `policy` alone, more than a second.
function lazy(summary: string, load: () => Promise<Command>): CommandEntry {
  return { summary, run: async (args, context) => (await load()).run(args, context) }
}

/** Every `npm run policy -- <name>` command. */
export const commands: Readonly<Record<string, CommandEntry>> = {
  check: lazy('Validate the policy and print every problem (--format text|json|sarif|github).', async () => (await import('./check.ts')).checkCommand),
  build: lazy(
    'Compile the policy into src/generated/ (--check: fail when the committed files are stale; --format as for check).',
    async () => (await import('./build.ts')).buildCommand,
  ),
  eval: lazy(
    'Print menu, landing and path outcomes as JSON: (--facts FILE | --persona NAME) ' +
      '[--path P]...; or {"allowed": ...} for --action A --subject S --record FILE',
    async () => (await import('./eval.ts')).evalCommand,
  ),
  explain: lazy(
    'Say in plain words what decides a path or menu item: (--facts FILE | --persona NAME) (--path P | --menu TITLE)..., ' +
      'on which records an action is allowed: --action A --subject S, or one record: --action A --subject S --record FILE [--field F]',
    async () => (await import('./explain.ts')).explainCommand,
  ),
  test: lazy('Run the table tests in policy/tests/*.yaml with coverage (--filter TEXT, --junit FILE).', async () => (await import('./test.ts')).testCommand),
  lint: lazy(
    'Find menu items shown while their route denies, unreachable routes, hidden items, record ' +
      'actions no procedure applies and procedures that can never pass (--strict, --format json).',
    async () => (await import('./lint.ts')).lintCommand,
  ),
  diff: lazy(
    'Access gained and lost per test persona between git revision REV and the working tree, and the field rules added, removed or changed (--format json: the personas only).',
    async () => (await import('./diff.ts')).diffCommand,
  ),
  impact: lazy(
    'What the real staff gain and lose with the working tree against --against REV (HEAD): --database [PATH|URL], read-only; --max-flips N, --format json.',
    async () => (await import('./impact.ts')).impactCommand,
  ),
  replay: lazy(
    'The last --last N (10000) logged decisions that go the other way with the working tree against --against REV: --database [PATH|URL]; --max-flips N.',
    async () => (await import('./replay.ts')).replayCommand,
  ),
}
