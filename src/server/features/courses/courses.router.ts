import { listCoursesInput } from '../../../contracts/courses.ts'
import { protectedProcedure } from '../../trpc/access.ts'
import { router } from '../../trpc/init.ts'
import { listCourses } from './courses-read.repo.ts'

/** The courses API; policy/procedures.yaml names each procedure's rule (read Course, in SQL). */
export const coursesRouter = router({
  list: protectedProcedure
    .input(listCoursesInput)
    .query(({ ctx, input }) => listCourses(ctx.deps.db, ctx.ability(), input, ctx.facts.institution.courseIngestionEnabled === true)),
})
