import type { DataIo } from './data-io.ts'

/** A data command's outside world for tests: what it printed, and the questions it asked (each answered `answer`). */
export interface Recorded extends DataIo {
  readonly output: () => string
  readonly errors: () => string
  readonly questions: string[]
}

export function fakeIo(env: DataIo['env'], options: { interactive?: boolean; answer?: string } = {}): Recorded {
  let output = ''
  let errors = ''
  const questions: string[] = []
  return {
    env,
    interactive: options.interactive ?? false,
    ask: async (question) => {
      questions.push(question)
      return options.answer ?? ''
    },
    out: (text) => void (output += text),
    err: (text) => void (errors += text),
    output: () => output,
    errors: () => errors,
    questions,
  }
}
