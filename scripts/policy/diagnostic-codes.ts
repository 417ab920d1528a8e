/**
 * Every code the compiler reports, by stage. Codes are stable: tests, editors
 * and CI match on them. tests/compiler has at least one fixture for each.
 */
export const diagnosticCodes = [
  // load
  'missing-file',
  // parse
  'not-text',
  'yaml-syntax',
  'duplicate-key',
  'alias-limit',
  'nesting-limit',
  // structure
  'unknown-field',
  'missing-field',
  'invalid-value',
  'invalid-shape',
  // references: names
  'unknown-permission',
  'unknown-flag',
  'unknown-check',
  'unknown-fact',
  'unknown-list',
  'unknown-route',
  'unknown-menu-item',
  'fact-type-mismatch',
  'check-cycle',
  // references: routes
  'duplicate-path',
  'duplicate-name',
  'route-params-mismatch',
  'public-not-allowed',
  'redirect-not-a-route',
  'fallback-not-public',
  // references: menu
  'duplicate-menu-id',
  'menu-item-shape',
  'menu-variant-when',
  'menu-path-not-a-route',
  'invalid-each',
  // references: records and procedures
  'unknown-record',
  'unknown-action',
  'unknown-record-field',
  'unknown-user-reference',
  'record-type-mismatch',
] as const

export type DiagnosticCode = (typeof diagnosticCodes)[number]
