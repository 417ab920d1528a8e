import type { AddressInfo } from 'node:net'
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/**
 * A real SMTP server in the test's process, receiving what nodemailer sends
 * over a socket, parsed as a mail program would. `refuse` queues SMTP reply
 * codes the next recipients get instead of acceptance (451: try later, 550:
 * never), so retries are tested against the protocol itself.
 */
export interface SmtpInbox {
  readonly url: string
  readonly received: ParsedMail[]
  /** Every RCPT TO the server accepted, in order. */
  readonly recipients: string[]
  readonly refuse: number[]
  close(): Promise<void>
}

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const received: ParsedMail[] = []
  const recipients: string[] = []
  const refuse: number[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    // No reverse DNS of 127.0.0.1 on each connection: it is what a mail took, not what sending it does.
    disableReverseLookup: true,
    logger: false,
    onRcptTo(address, _session, callback) {
      const code = refuse.shift()
      if (code === undefined) {
        recipients.push(address.address)
        return callback()
      }
      const error = Object.assign(new Error(code >= 500 ? 'Mailbox unavailable' : 'Mailbox busy, try again later'), { responseCode: code })
      callback(error)
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail)
          callback()
        })
        .catch((error: Error) => callback(error))
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    recipients,
    refuse,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
