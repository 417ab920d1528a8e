import type { FieldErrors } from '../../components/ui/field-errors.ts'
import { type TermDates, type TermSummary } from '../../contracts/terms.ts'
import { termFieldName, termProblems } from '../../contracts/term-checks.ts'

/** A term as the form holds it: what was typed, field by field. */
export type TermDraft = TermDates

export const emptyTermDraft: TermDraft = { name: '', startsOn: '', endsOn: '', adoptionDeadline: '', booklistDeadline: '' }

export function draftOfTerm(term: TermSummary): TermDraft {
  return { name: term.name, startsOn: term.startsOn, endsOn: term.endsOn, adoptionDeadline: term.adoptionDeadline, booklistDeadline: term.booklistDeadline }
}

/**
 * The same checks the server makes (contracts/terms.ts), against the other
 * terms the page lists, each said under its field: "The start overlaps …".
 */
export function checkTermDraft(draft: TermDraft, others: readonly TermDates[]): FieldErrors {
  const trimmed = { ...draft, name: draft.name.trim() }
  const errors: Record<string, string> = {}
  for (const problem of termProblems(trimmed, others)) {
    errors[problem.field] ??= `The ${termFieldName(problem.field)} ${problem.message}.`
  }
  return errors
}
