import { parseArgs } from 'node:util'
import { compileWorkingTree } from '../semantics/compile-sources.ts'
import { evalResult } from '../semantics/eval-result.ts'
import { personaOption, readFactsOrPersona } from '../semantics/read-persona.ts'
import { abilityAllows, readRecordQuestion, recordOptions } from '../semantics/record-question.ts'
import { chooseRoot, rootOption } from '../semantics/root-option.ts'
import type { Command } from './command.ts'

export const evalCommand: Command = {
  run(args, context) {
    const parsed = parseCommandArgs(args)
    if ('error' in parsed) return fail(parsed.error)
    const { values } = parsed
    if (!values.facts && !values.persona)
      return fail('eval needs --facts FILE (a JSON or YAML facts object, or a list of them) or --persona NAME (of policy/tests/*.yaml)')
    const root = chooseRoot(values.root, context.root)
    const compiled = compileWorkingTree(root)
    if ('error' in compiled) return fail(compiled.error)
    const file = readFactsOrPersona(compiled.policy, root, values)
    if ('errors' in file) return fail(file.errors.join('\n'))
    const question = readRecordQuestion(compiled.policy, values)
    if (question && 'error' in question) return fail(question.error)
    if (question) {
      if (values.path) return fail('ask either --path or a record question (--action, --subject, --record), not both')
      const answers = file.facts.map((facts) => `{"allowed": ${abilityAllows(compiled.policy, facts, question.action, question.subject, question.record)}}`)
      process.stdout.write(`${file.single ? answers[0] : `[${answers.join(', ')}]`}\n`)
      return 0
    }
    const paths = values.path ?? []
    const results = file.facts.map((facts) => evalResult(compiled.policy, facts, paths))
    process.stdout.write(`${JSON.stringify(file.single ? results[0] : results, null, 2)}\n`)
    return 0
  },
}

function parseCommandArgs(args: readonly string[]) {
  try {
    return parseArgs({
      args: [...args],
      options: { facts: { type: 'string' }, ...personaOption, path: { type: 'string', multiple: true }, ...recordOptions, ...rootOption },
    })
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) }
  }
}

function fail(message: string): number {
  process.stderr.write(`policy eval: ${message}\n`)
  return 1
}
