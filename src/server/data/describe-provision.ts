import { provisionChangedNothing, type ProvisionSummary } from './provision-data.ts'

/**
 * One line for the start banner and the data command: what provisioning
 * added or changed, or that it left the database as it was.
 */
export function describeProvision(summary: ProvisionSummary): string {
  const notes = [
    ...(summary.generateSkipped ? ['generate skipped: it runs only into an empty database'] : []),
    ...summary.requestsSkipped.map((reason) => `request ${reason}, so it was left out`),
  ]
  const tail = notes.length === 0 ? '' : `; ${notes.join('; ')}`
  if (provisionChangedNothing(summary)) return `left as it was (everything in the file is already there)${tail}`
  const generated = summary.generated
  const added = [
    count(summary.institutionsAdded.length, 'institution'),
    count(summary.usersAdded.length, 'user'),
    count(summary.titlesAdded + (generated?.titles ?? 0), 'title'),
    count(summary.coursesAdded + (generated?.courses ?? 0), 'course'),
    count(summary.requestsAdded + (generated?.requests ?? 0), 'request'),
    // A month of one title's usage at one institution.
    count(summary.usageMonthsAdded, 'usage month'),
    count(summary.studentsAdded, 'student'),
    count(summary.storeProductsAdded, 'store product'),
    count(summary.counterApiKeysAdded, 'COUNTER API key'),
  ].filter((part) => part !== '')
  const parts = [
    ...(added.length === 0 ? [] : [`added ${added.join(', ')}${generated === undefined ? '' : ' (with generated records)'}`]),
    ...(summary.institutionsChanged.length === 0 ? [] : [`brought ${summary.institutionsChanged.join(', ')} to the file's name, config and flags`]),
  ]
  return `provisioned: ${parts.join('; ')}${tail}`
}

function count(n: number, noun: string): string {
  return n === 0 ? '' : `${n} ${noun}${n === 1 ? '' : 's'}`
}
