import { parseArgs } from 'node:util'
import { decideLanding } from '../../../src/policy/landing.ts'
import { explainMenuItem } from '../../../src/policy/explain-menu.ts'
import { explainNavigation, landingText } from '../../../src/policy/explain.ts'
import { explainRecord } from '../../../src/policy/explain-record.ts'
import { explainScope } from '../../../src/policy/explain-scope.ts'
import { compileWorkingTree } from '../semantics/compile-sources.ts'
import { personaOption, readFactsOrPersona } from '../semantics/read-persona.ts'
import { readRecordQuestion, readScopeQuestion, recordOptions } from '../semantics/record-question.ts'
import { chooseRoot, rootOption } from '../semantics/root-option.ts'
import type { Command } from './command.ts'

export const explainCommand: Command = {
  summary:
    'Say in plain words what decides a path or menu item: (--facts FILE | --persona NAME) (--path P | --menu TITLE)..., ' +
    'on which records an action is allowed: --action A --subject S, or one record: --action A --subject S --record FILE',
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
    const out: string[] = []
    file.facts.forEach((facts, i) => {
      if (file.facts.length > 1) out.push(`# facts[${i}]`)
      const answer = question
        ? explainRecord(policy, facts, question.action, question.subject, question.record)
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

function fail(message: string): number {
  process.stderr.write(`policy explain: ${message}\n`)
  return 1
}
