import type { PolicyView } from '../../policy/index.ts'
import type { AuthStore } from '../auth/auth-store.ts'

/** What every route guard receives (createRouter({ context })). */
export interface RouterContext {
  readonly auth: AuthStore
  /** The compiled policy for the signed-in user; waits for config, permissions and flags. */
  readonly policyView: () => Promise<PolicyView>
}
