import { parseArgs } from 'node:util'
import { decideLanding } from '../../../src/policy/landing.ts'
import { explainMenuItem } from '../../../src/policy/explain-menu.ts'
import { explainNavigation, landingText } from '../../../src/policy/explain.ts'
import { didYouMean } from '../../../src/policy/did-you-mean.ts'
import { explainField } from '../../../src/policy/explain-field.ts'
import { explainRecord } from '../../../src/policy/explain-record.ts'
import { explainScope } from '../../../src/policy/explain-scope.ts'
import { compileWorkingTree } from '../semantics/compile-sources.ts'
import { personaOption, readFactsOrPersona } from '../semantics/read-persona.ts'
import { readRecordQuestion, readScopeQuestion, recordOptions } from '../semantics/record-question.ts'
import { chooseRoot, rootOption } from '../semantics/root-option.ts'
import type { Command } from './command.ts'

export const explainCommand: Command = {
  run(args, context) {
    let values
    try {
      values = parseArgs({
        args: [...args],
        options: {
          facts: { type: 'string' },
          ...personaOption,
          path: { type: 'string', multiple: true },
          menu: { type: 'string', multiple: true },
          ...recordOptions,
          field: { type: 'string' },
          ...rootOption,
        },
      }).values
    } catch (error) {
      return fail(error instanceof Error ? error.message : String(error))
    }
    if (!values.facts && !values.persona)
      return fail('explain needs --facts FILE or --persona NAME, and --path P, --menu TITLE or --action A --subject S [--record FILE]')
    const root = chooseRoot(values.root, context.root)
    const compiled = compileWorkingTree(root)
    if ('error' in compiled) return fail(compiled.error)
    const { policy } = compiled
    const file = readFactsOrPersona(policy, root, values)
    if ('errors' in file) return fail(file.errors.join('\n'))
    const scope = readScopeQuestion(policy, values)
    if (scope && 'error' in scope) return fail(scope.error)
    const question = scope ? undefined : readRecordQuestion(policy, values)
    if (question && 'error' in question) return fail(question.error)
    if (values.field !== undefined) {
      if (!question) return fail('--field F asks about one record: give it with --action A --subject S --record FILE')
      const fields = Object.keys(policy.records.find((type) => type.name === question.subject)?.fields ?? {})
      if (!fields.includes(values.field)) {
        const suggestion = didYouMean(values.field, fields)
        return fail(
          `"${values.field}" is not a field of ${question.subject}${suggestion ? ` (did you mean "${suggestion}"?)` : ''}; it has ${fields.join(', ')}`,
          2,
        )
      }
    }
    const field = values.field
    const out: string[] = []
    file.facts.forEach((facts, i) => {
      if (file.facts.length > 1) out.push(`# facts[${i}]`)
      const answer = question
        ? field !== undefined
          ? explainField(policy, facts, question.action, question.subject, question.record, field)
          : explainRecord(policy, facts, question.action, question.subject, question.record)
        : scope
          ? explainScope(policy, facts, scope.action, scope.subject)
          : undefined
      if (answer) {
        out.push(...answer)
        if (!values.path && !values.menu) return
        out.push('')
      }
      out.push(`landing: ${landingText(policy, decideLanding(policy, facts))}`)
      for (const path of values.path ?? []) out.push('', ...explainNavigation(policy, facts, path))
      for (const title of values.menu ?? []) {
        out.push('', ...(explainMenuItem(policy, facts, title) ?? [`no menu item is titled "${title}"`]))
      }
    })
    process.stdout.write(`${out.join('\n')}\n`)
    return 0
  },
}

/** A usage error is 1; a field the record type does not have is 2 (a misspelt name, with a suggestion). */
function fail(message: string, code = 1): number {
  process.stderr.write(`policy explain: ${message}\n`)
  return code
}
