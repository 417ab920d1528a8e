/**
 * The compiled policy: what `scripts/policy` compiles and the runtime (this
 * folder) evaluates. Plain data, so it can be serialised, diffed and explained.
 * The compiler's output, PolicyWithSources, keeps for every rule the place in
 * the YAML it came from, and descriptions; the browser and the server get it
 * without them (CompiledPolicy, src/generated/policy.gen.ts) and the tools put
 * them back from src/generated/policy-sources.gen.ts. The Compiled* part types
 * below are written with their sources.
 */

/** Where a rule was written: [file relative to the repo root, line, column], 1-based. */
export type SourceRef = readonly [file: string, line: number, column: number]

export type FactType = 'boolean' | 'number' | 'string' | 'object' | 'list' | 'map'

export interface FactField {
  readonly type: FactType
  readonly nullable?: boolean
  readonly description?: string
  /** For `object` and `list` facts. */
  readonly fields?: Readonly<Record<string, FactField>>
}

export type FactValue = string | number | boolean | null

/**
 * A condition. Every node carries `id` (unique across the policy, used for
 * coverage) and `src`.
 */
export type Condition =
  | { readonly kind: 'always'; readonly id: number; readonly src: SourceRef }
  | { readonly kind: 'permission'; readonly name: string; readonly id: number; readonly src: SourceRef }
  | { readonly kind: 'flag'; readonly name: string; readonly id: number; readonly src: SourceRef }
  | { readonly kind: 'check'; readonly name: string; readonly id: number; readonly src: SourceRef }
  /** `fact` is a dotted path into the institution config. */
  | { readonly kind: 'fact-true'; readonly fact: string; readonly id: number; readonly src: SourceRef }
  | { readonly kind: 'fact-equals'; readonly fact: string; readonly value: FactValue; readonly id: number; readonly src: SourceRef }
  | { readonly kind: 'fact-in'; readonly fact: string; readonly list: string; readonly id: number; readonly src: SourceRef }
  | { readonly kind: 'fact-not-empty'; readonly fact: string; readonly id: number; readonly src: SourceRef }
  | { readonly kind: 'all'; readonly of: readonly Condition[]; readonly id: number; readonly src: SourceRef }
  | { readonly kind: 'any'; readonly of: readonly Condition[]; readonly id: number; readonly src: SourceRef }
  | { readonly kind: 'not'; readonly of: Condition; readonly id: number; readonly src: SourceRef }

export interface NamedEntry {
  readonly name: string
  readonly description: string
  readonly src: SourceRef
}

export interface CompiledCheck extends NamedEntry {
  readonly when: Condition
}

export interface CompiledList extends NamedEntry {
  readonly values: readonly string[]
}

export type Layout = 'default' | 'unauthenticated' | 'none'

export type RouteAccess =
  | { readonly kind: 'public'; readonly src: SourceRef }
  | { readonly kind: 'signed-in'; readonly src: SourceRef }
  | {
      readonly kind: 'rule'
      readonly src: SourceRef
      /** Any one of them passes; empty when the rule names none. */
      readonly permissions: readonly { readonly name: string; readonly src: SourceRef }[]
      readonly flag?: { readonly name: string; readonly redirect: string; readonly src: SourceRef }
      /** When present, the check alone decides access (spec section 6). */
      readonly check?: { readonly name: string; readonly src: SourceRef }
    }

/** A typed URL search parameter of a route (routes.yaml `search`). */
export interface SearchParam {
  readonly name: string
  readonly type: 'string' | 'number' | 'boolean'
  readonly default?: string | number | boolean
}

export interface CompiledRoute {
  /** Stable id, derived from the path: `/booklist/upload/$uploadId` -> `booklist-upload-$uploadId`. */
  readonly id: string
  /** The canonical path, or the alias path for alias entries. */
  readonly path: string
  /** For an alias: the path of the route it is an alias of. */
  readonly aliasOf?: string
  readonly params: readonly string[]
  /** Typed search parameters; absent when the route declares none. */
  readonly search?: readonly SearchParam[]
  readonly page: string
  /** The page folder's route.ts supplies the loader and pending component. */
  readonly pageRoute?: true
  readonly layout: Layout
  readonly layoutHint?: 'fixed'
  readonly access: RouteAccess
  readonly src: SourceRef
}

export interface CompiledNotFound {
  readonly page: string
  readonly layout: Layout
  readonly src: SourceRef
}

export interface MenuVariant {
  /** Absent on the last variant, which always applies. */
  readonly when?: Condition
  readonly title: string
  readonly path: string
  readonly src: SourceRef
}

export interface MenuEach {
  /** A list fact; one child per entry. */
  readonly fact: string
  /** The entry field holding the child's title. */
  readonly title: string
  /** Path parameter -> entry field. */
  readonly params: Readonly<Record<string, string>>
  /** Only entries whose record (built from the entry and the user) the person may take `action` on. */
  readonly can?: MenuEachCan
}

export interface MenuEachCan {
  readonly action: string
  readonly record: string
  /** Record field -> entry field, or `{ user }` for a field of the signed-in user. */
  readonly fields: Readonly<Record<string, string | { readonly user: string }>>
}

export interface CompiledMenuItem {
  readonly id: string
  /** One variant for a plain item; several when the title/path depends on facts. */
  readonly variants: readonly MenuVariant[]
  readonly when: Condition
  readonly children: readonly CompiledMenuItem[]
  readonly each?: MenuEach
  readonly src: SourceRef
}

export interface CompiledLanding {
  readonly flagOff: { readonly flag: string; readonly path: string; readonly src: SourceRef }
  /** Menu item ids in order of preference. */
  readonly preferred: readonly string[]
  readonly anyTopLevelItem: boolean
  readonly fallback: string
  readonly src: SourceRef
}

export interface CompiledConstants {
  readonly bootTimeoutMs: number
  readonly fallbackRoute: string
  readonly tooltipDelayMs: number
}

export interface CompiledAnalytics {
  readonly heatmaps: boolean
  readonly sessionRecordingFlag: string
  readonly denyHosts: readonly string[]
}

export interface CompiledErrorReporting {
  readonly tracesSampleRate: number
  readonly replaysSessionSampleRate: number
  readonly replaysOnErrorSampleRate: number
  readonly maskAllText: boolean
  readonly blockAllMedia: boolean
}

/**
 * A CASL rule template: the rule `{ action, subject, conditions }` is granted to
 * a user whose facts pass `when`. The compiler derives one per permission,
 * route, menu item, flag and check, so `ability.can('view', 'booklist')`,
 * `ability.can('visit', subject('Route', { path }))` and friends all answer
 * from the policy.
 */
export interface CompiledAbilityRule {
  readonly action: string
  readonly subject: string
  /** A CASL Mongo query; record rules may hold user references (see `UserRef`). */
  readonly conditions?: RecordQuery
  /** A `cannot` rule: it overrides the `can` rules before it (CASL gives later rules precedence). */
  readonly inverted?: true
  /** On an inverted `visit Route` rule: the path to send the user to instead of the unauthorized page. */
  readonly reason?: string
  readonly when: Condition
  /** Field rules only: the record's fields this rule grants (or, inverted, withholds); every field when absent. */
  readonly fields?: readonly string[]
  /** Record rules only: the conjunction of record tests `conditions` was built from (explain, coverage). */
  readonly where?: readonly RecordTest[]
  /** Record rules only: where the YAML rule was written. */
  readonly src?: SourceRef
}

/**
 * A reference to the signed-in user inside record conditions, written
 * `{ user: id }` in YAML. It stays this sentinel in the compiled policy and is
 * replaced by `facts.user[...]` when the ability is built; a rule holding one is
 * dropped when the facts carry no user (fail closed).
 */
export interface UserRef {
  readonly $user: 'id' | 'institutionId'
}

export type RecordScalar = string | number | boolean | null
export type RecordOperand = RecordScalar | UserRef

/**
 * One test on one field of a record, as CASL's Mongo operators name them. Only
 * operators that createMongoAbility's matcher and rulesToAST both understand
 * appear; `eq`/`ne` on a list field mean "contains"/"does not contain".
 */
export interface RecordTest {
  readonly field: string
  readonly op: 'eq' | 'ne' | 'in' | 'nin' | 'lt' | 'lte' | 'gt' | 'gte'
  readonly value: RecordOperand | readonly RecordOperand[]
  /** Unique across the policy (coverage); a test repeated by the OR-expansion keeps its id. */
  readonly id: number
  readonly src: SourceRef
}

/** `{ field: { $op: value } }`, several fields ANDed, as CASL's Mongo conditions. */
export type RecordQuery = Readonly<Record<string, RecordOperand | Readonly<Record<string, RecordOperand | readonly RecordOperand[]>>>>

export type RecordFieldType = 'string' | 'number' | 'boolean' | 'string-list'

export interface RecordField {
  readonly type: RecordFieldType
  readonly nullable?: boolean
  /** For string fields: the only values it takes. */
  readonly values?: readonly string[]
  readonly description?: string
}

export interface CompiledRecordType {
  /** PascalCase, the CASL subject type: `Request`. */
  readonly name: string
  readonly description: string
  readonly fields: Readonly<Record<string, RecordField>>
  readonly actions: readonly NamedEntry[]
  readonly src: SourceRef
}

export interface CompiledProcedure {
  /** The tRPC path: `requests.approve`. */
  readonly name: string
  /** `public` and `signed-in` need no rule; `rule` is decided by the `call Procedure` ability rule. */
  readonly access: 'public' | 'signed-in' | 'rule'
  /** The record rule the procedure applies to the rows it touches. */
  readonly action?: string
  readonly subject?: string
  /** Record rules it applies besides its own (procedures.yaml `also`): what `policy lint` counts as applied. */
  readonly also?: readonly { readonly action: string; readonly subject: string }[]
  readonly src: SourceRef
}

export interface PolicyWithSources {
  /** Content hash of the policy sources; changes whenever any rule does. */
  readonly hash: string
  readonly permissions: readonly NamedEntry[]
  /** Permissions are enforced only while this flag is on. */
  readonly permissionsEnforcedByFlag: string
  readonly flags: readonly NamedEntry[]
  readonly facts: Readonly<Record<string, FactField>>
  readonly lists: readonly CompiledList[]
  readonly checks: readonly CompiledCheck[]
  readonly routes: readonly CompiledRoute[]
  readonly notFound: CompiledNotFound
  readonly menu: readonly CompiledMenuItem[]
  readonly landing: CompiledLanding
  readonly constants: CompiledConstants
  readonly analytics: CompiledAnalytics
  readonly errorReporting: CompiledErrorReporting
  readonly abilityRules: readonly CompiledAbilityRule[]
  /**
   * Record type -> action -> the fields a field rule may withhold from someone
   * the action allows (only actions with field rules appear). Every other
   * field goes to whoever may take the action on the record.
   */
  readonly guardedFields: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>
  /** The record types of policy/resources/, by name order. */
  readonly records: readonly CompiledRecordType[]
  /** Every tRPC procedure of policy/procedures.yaml. */
  readonly procedures: readonly CompiledProcedure[]
}

/**
 * `T` without what only the tools read: `src` (source positions),
 * `description` and record rules' `where` keys, at any depth. New parts of the model are covered
 * without further work.
 */
export type WithoutSources<T> = T extends readonly (infer E)[]
  ? readonly WithoutSources<E>[]
  : T extends object
    ? { readonly [K in keyof T as K extends 'src' | 'description' | 'where' | 'search' | 'pageRoute' ? never : K]: WithoutSources<T[K]> }
    : T

/**
 * The compiled policy as the browser and the server receive it
 * (src/generated/policy.gen.ts). A PolicyWithSources is one too, so the tools
 * pass theirs to the same runtime functions.
 */
export type CompiledPolicy = Omit<WithoutSources<PolicyWithSources>, ToolsOnlyParts>

/**
 * Parts of the policy only the tools read whole, kept in policy-sources.gen.ts
 * out of every first load: the record types' fields and actions (the rules
 * themselves are in abilityRules) and the procedures' table (each procedure's
 * access is its `call Procedure` rule in abilityRules).
 */
export type ToolsOnlyParts = 'records' | 'procedures'
export type RuntimeCondition = WithoutSources<Condition>
export type RuntimeRoute = WithoutSources<CompiledRoute>
export type RuntimeMenuItem = WithoutSources<CompiledMenuItem>
export type RuntimeAbilityRule = WithoutSources<CompiledAbilityRule>
