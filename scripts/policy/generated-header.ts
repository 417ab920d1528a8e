/** The first lines of every generated file: what it is, where it comes from, how to rebuild it. */
export function generatedHeader(comment = '//'): string {
  return [
    `${comment} GENERATED FILE: do not edit. Compiled from policy/*.yaml by \`npm run policy -- build\`;`,
    `${comment} change the policy and run that command to rebuild it.`,
  ].join('\n')
}
