import { replayDecisions } from '../semantics/impact/decision-replay.ts'
import { runImpact } from '../semantics/impact/impact-run.ts'
import { renderReplay } from '../semantics/impact/render-impact.ts'
import type { Command } from './command.ts'

export const replayCommand: Command = {
  summary:
    'The last --last N (10000) logged decisions that go the other way with the working tree against --against REV: --database [PATH|URL]; --max-flips N.',
  run: (args, context) =>
    runImpact('replay', args, context.root, async (run) => {
      const replay = await replayDecisions(run.db, run.base, run.candidate, { last: run.last })
      return { flips: replay.flips, text: renderReplay(replay, run.against), json: replay }
    }),
}
