import { describe, expect, it } from 'vitest'
import { composeDigestMail, composeNotificationMail, type MailEnvelope, type MailNotification } from './compose-mail.ts'

const envelope: MailEnvelope = { key: 'k', from: 'Adoptions <no-reply@example.edu>', to: 'ann@inst.example', appOrigin: 'https://adoptions.example.edu' }
const notification: MailNotification = { kind: 'requestRaised', sentence: 'Ben raised a request.', note: null, recordType: 'Request', recordId: 'r1' }
const stop = 'https://adoptions.example.edu/notifications/unsubscribe?token=a.b'
const settings = 'https://adoptions.example.edu/notifications/settings'

describe('the footer of a mail', () => {
  it('of a notification: why it came, how to stop its kind, and the settings page, in both parts', () => {
    const mail = composeNotificationMail(envelope, notification, stop)
    expect(String(mail.text).split('\n').slice(-4)).toEqual([
      '--',
      'You get this email for "A request awaits your decision".',
      `Stop these emails: ${stop}`,
      `Choose which emails you get in Notification settings: ${settings}`,
    ])
    expect(mail.html).toContain(
      `<hr><p style="font-size:12px;color:#555">You get this email for “A request awaits your decision”. ` +
        `<a href="${stop}">Stop these emails</a> · <a href="${settings}">Notification settings</a></p>`,
    )
  })

  it('of a digest: how to stop all its kinds, and the settings page, in both parts', () => {
    const mail = composeDigestMail(envelope, '2026-11-23', [notification], [{ kind: 'requestRaised', unsubscribeUrl: `${stop}1` }], stop)
    expect(String(mail.text).split('\n').slice(-3)).toEqual([
      '--',
      `Stop all the emails of this digest: ${stop}`,
      `Choose which emails you get in Notification settings: ${settings}`,
    ])
    expect(mail.html).toContain(`<a href="${stop}">Stop all the emails of this digest</a> · <a href="${settings}">Notification settings</a></p>`)
  })
})
