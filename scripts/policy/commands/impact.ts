import { runImpact } from '../semantics/impact/impact-run.ts'
import { impactFlips, renderStaffImpact } from '../semantics/impact/render-impact.ts'
import { staffImpact } from '../semantics/impact/staff-impact.ts'
import type { Command } from './command.ts'

export const impactCommand: Command = {
  run: (args, context) =>
    runImpact('impact', args, context.root, async (run) => {
      const impact = await staffImpact(run.db, run.base, run.candidate)
      return { flips: impactFlips(impact), text: renderStaffImpact(impact, run.against), json: impact }
    }),
}
