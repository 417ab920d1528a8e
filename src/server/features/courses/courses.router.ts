import { costReportInput } from '../../../contracts/course-cost-report.ts'
import { currencyOfRegion } from '../../../contracts/currencies.ts'
import { listCoursesInput } from '../../../contracts/courses.ts'
import { currentTermName } from '../../terms/institution-terms.ts'
import { protectedProcedure } from '../../trpc/access.ts'
import { router } from '../../trpc/init.ts'
import { costReport } from './course-cost-report.repo.ts'
import { listCourses } from './courses-read.repo.ts'

/** The courses API; policy/procedures.yaml names each procedure's rule (read Course, in SQL). */
export const coursesRouter = router({
  list: protectedProcedure
    .input(listCoursesInput)
    .query(({ ctx, input }) => listCourses(ctx.deps.db, ctx.ability(), input, ctx.facts.institution.courseIngestionEnabled === true)),

  // Without a term, the current one (as the Booklist list opens on); costs add up in the institution's currency, from its region like the store's.
  costReport: protectedProcedure
    .input(costReportInput)
    .query(async ({ ctx, input }) =>
      costReport(
        ctx.deps.db,
        ctx.ability(),
        ctx.institution.id,
        input.term ?? (await currentTermName(ctx.deps.db, ctx.institution.id, ctx.deps.now())),
        currencyOfRegion(ctx.config.booklist_config.region),
      ),
    ),
})
