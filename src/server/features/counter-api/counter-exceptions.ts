/**
 * The COUNTER API's exceptions (Code of Practice Release 5.1, Appendix D,
 * table D.1): each code with its message, exactly as the table spells it
 * (a harvester compares messages of codes over 999 as text), and the HTTP
 * status it is answered with. Only the codes this server raises are here.
 */
export const counterExceptionTable = {
  1000: { message: 'Service Not Available', status: 503 },
  1020: { message: 'Client has made too many requests', status: 429 },
  1030: { message: 'Insufficient Information to Process Request', status: 400 },
  2000: { message: 'Requestor Not Authorized to Access Service', status: 401 },
  2010: { message: 'Requestor is Not Authorized to Access Usage for Institution', status: 403 },
  2011: { message: 'Global Reports Not Supported', status: 403 },
  2020: { message: 'APIKey Invalid', status: 401 },
  3020: { message: 'Invalid Date Arguments', status: 400 },
  3030: { message: 'No Usage Available for Requested Dates', status: 200 },
  3031: { message: 'Usage Not Ready for Requested Dates', status: 200 },
  3032: { message: 'Usage No Longer Available for Requested Dates', status: 200 },
  3050: { message: 'Parameter Not Recognized in this Context', status: 200 },
  3060: { message: 'Invalid ReportFilter Value', status: 200 },
  3062: { message: 'Invalid ReportAttribute Value', status: 200 },
} as const

export type CounterExceptionCode = keyof typeof counterExceptionTable

/** An exception as the API's JSON writes it: Code, Message and, where we have something to add, Data. Nothing more. */
export interface CounterException {
  readonly Code: CounterExceptionCode
  readonly Message: string
  readonly Data?: string
}

export function counterException(code: CounterExceptionCode, data?: string): CounterException {
  return { Code: code, Message: counterExceptionTable[code].message, ...(data === undefined ? {} : { Data: data }) }
}

/** The HTTP status of an exception that stops the request (a non-200 one). */
export const exceptionStatus = (exception: CounterException): number => counterExceptionTable[exception.Code].status

/** Whether the request goes on with the exception in the report's header (200) or stops with it alone. */
export const stopsTheRequest = (exception: CounterException): boolean => exceptionStatus(exception) !== 200

/** Exceptions in the header, by code (the order Appendix D lists them), each once. */
export function sortExceptions(exceptions: readonly CounterException[]): CounterException[] {
  return [...exceptions].sort((a, b) => a.Code - b.Code)
}

/** The cause of a procedure's refusal that is a COUNTER exception: the HTTP layer answers it as it is. */
export class CounterApiRefusal extends Error {
  constructor(readonly exception: CounterException) {
    super(exception.Data ?? exception.Message)
    this.name = 'CounterApiRefusal'
  }
}
