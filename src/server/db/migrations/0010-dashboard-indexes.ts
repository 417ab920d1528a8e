import type { AnyKysely } from '../dialects/index.ts'

/**
 * Indexes the analytics dashboards' queries need (issue 30,
 * src/server/features/dashboards/dashboards-read.repo.ts). Each chart reads
 * one institution's rows of a period, so each index starts with
 * institution_id. What needs none: orders already have (institution_id,
 * placed_at), order lines are reached from their order (order_lines_order),
 * requests and courses by their primary key.
 */
export async function up(db: AnyKysely): Promise<void> {
  // adoptionsByStatus and adoptionsByDepartment: adoptions created in the period (adoptions_institution is by status and term, not time).
  await db.schema.createIndex('adoptions_institution_created').on('adoptions').columns(['institution_id', 'created_at']).execute()
  // usageByMonth and usageByTitle read only some metrics over a range of months; the primary key puts month before metric and nbsi.
  await db.schema.createIndex('usage_monthly_metric').on('usage_monthly').columns(['institution_id', 'metric', 'month']).execute()
  // usageByCourse looks up each booklisted title's usage: by institution, title and metric, then the months.
  await db.schema.createIndex('usage_monthly_title').on('usage_monthly').columns(['institution_id', 'nbsi', 'metric', 'month']).execute()
  // usageByCourse: the distinct titles on each course's booklists, read from the index alone.
  await db.schema.createIndex('booklist_items_course_title').on('booklist_items').columns(['institution_id', 'course_id', 'nbsi']).execute()
}
