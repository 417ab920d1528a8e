import { formatDay } from './dates.ts'

/**
 * The notes an order leaves on its requests' history, written by the app and by the demo
 * generator alike. People name an order by its supplier and day ("Blackwell of 3 Sep 2026"),
 * never by its internal id (issue 50).
 */
const orderReference = (supplier: string, placedAt: string) => `${supplier} of ${formatDay(placedAt)}`

export const orderedNote = (supplier: string, placedAt: string) => `Ordered with ${orderReference(supplier, placedAt)}.`

export const receivedNote = (supplier: string, placedAt: string) => `The order with ${orderReference(supplier, placedAt)} was received.`
