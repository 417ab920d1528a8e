import type { Kysely, KyselyPlugin } from 'kysely'

/**
 * The database with every statement it runs also compiled into `sqls`, as the
 * dialect sends it: for tests that must see what a query reads (a column a
 * field rule withholds never appears in it).
 */
export function capturingSql<DB>(db: Kysely<DB>): { readonly db: Kysely<DB>; readonly sqls: string[] } {
  const sqls: string[] = []
  const capture: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      sqls.push(db.getExecutor().compileQuery(node, queryId).sql)
      return node
    },
    transformResult: async ({ result }) => result,
  }
  return { db: db.withPlugin(capture), sqls }
}
