import { replayDecisions } from '../semantics/impact/decision-replay.ts'
import { runImpact } from '../semantics/impact/impact-run.ts'
import { renderReplay } from '../semantics/impact/render-impact.ts'
import type { Command } from './command.ts'

export const replayCommand: Command = {
  run: (args, context) =>
    runImpact('replay', args, context.root, async (run) => {
      const replay = await replayDecisions(run.db, run.base, run.candidate, { last: run.last })
      return { flips: replay.flips, text: renderReplay(replay, run.against), json: replay }
    }),
}
