// Shared builders for policy facts: unit tests, property tests and browser tests use the same ones.
export { dashboard, every, institution, persona, type InstitutionOverrides, type PersonaOverrides } from './facts.ts'
export { tablePersona, tablePersonas } from './table-personas.ts'
export { randomRecord, seeded } from './records.ts'
export { termSummary } from './terms.ts'
