import { describe, expect, test } from 'vitest'
import { buildLeadThread, type ThreadEvent, type ThreadMail } from './lead-thread'

const event = (id: number, type: string, at: string, more: Partial<ThreadEvent> = {}): ThreadEvent => ({
  id,
  type,
  inquiry_kind: null,
  inquiry_id: null,
  data: {},
  created_at: at,
  staff_name: null,
  singular: null,
  ...more,
})

const mail = (id: number, purpose: string, at: string, more: Partial<ThreadMail> = {}): ThreadMail => ({
  id,
  purpose,
  label: purpose,
  to: 'amelia@example.com',
  subject: `Mail ${id}`,
  body: `Words of mail ${id}`,
  fromName: null,
  headers: null,
  state: 'Sent',
  failed: false,
  lastError: null,
  created_at: at,
  ...more,
})

const inquiry = {
  id: 7,
  kind: 'country',
  singular: 'Country booking',
  itemPath: '/admin/country_book',
  message: 'Two adults, gorillas in July.',
  facts: [['Visiting Country', 'Uganda']] as [string, string][],
  created_at: '2026-11-20T08:00:00.000Z',
}

const input = {
  events: [
    event(1, 'inquiry', '2026-11-20T08:00:00.000Z', { inquiry_kind: 'country', inquiry_id: 7 }),
    event(2, 'reply', '2026-11-20T09:00:00.000Z', {
      staff_name: 'Amani',
      data: { mail_id: 11, subject: 'Mail 11' },
    }),
    event(3, 'status', '2026-11-20T09:00:00.000Z', {
      staff_name: 'Amani',
      data: { from: 'new', to: 'replied' },
    }),
    event(4, 'mail-in', '2026-11-21T10:00:00.000Z', {
      data: { inbox: 5, subject: 'Re: July', kind: 'reply' },
    }),
    event(5, 'note', '2026-11-21T11:00:00.000Z', { staff_name: 'Amani', data: { text: 'Call on Friday.' } }),
  ],
  mail: [
    mail(10, 'acknowledgement', '2026-11-20T08:00:00.001Z'),
    mail(11, 'reply', '2026-11-20T09:00:00.000Z', { fromName: 'Amani' }),
    mail(12, 'staff-notice', '2026-11-20T08:00:00.001Z', {
      to: 'safaris@example.com',
      label: 'Notice to staff',
    }),
  ],
  inbox: [{ id: 5, fresh: 'Yes please.' }],
  inquiries: [inquiry],
  staffName: () => 'Amani',
}

describe('a lead as one conversation', () => {
  test('everything said comes in the order it happened, each as what it is', () => {
    const thread = buildLeadThread(input)
    expect(thread.map((entry) => entry.kind)).toEqual([
      'inquiry',
      'mail',
      'event',
      'mail',
      'event',
      'traveller-mail',
      'note',
    ])
    const [first, ack, notice, reply, status, answer, note] = thread
    expect(first).toMatchObject({ kind: 'inquiry', inquiry: { message: 'Two adults, gorillas in July.' } })
    // Tembo's acknowledgement went to the traveller: shown as a mail, by nobody on the staff.
    expect(ack).toMatchObject({ kind: 'mail', by: null, mail: { id: 10 } })
    // A notice to staff is one line, saying to whom.
    expect(notice).toMatchObject({ kind: 'event', text: 'Notice to staff to safaris@example.com: Mail 12' })
    // The reply is its mail, words and all, once: not a second line for its event.
    expect(reply).toMatchObject({ kind: 'mail', by: 'Amani', mail: { body: 'Words of mail 11' } })
    expect(thread.filter((entry) => entry.kind === 'mail' && entry.mail.id === 11)).toHaveLength(1)
    expect(status).toMatchObject({ kind: 'event', by: 'Amani', text: 'Moved from New to Replied' })
    expect(answer).toMatchObject({ kind: 'traveller-mail', inbound: { fresh: 'Yes please.' } })
    expect(note).toMatchObject({ kind: 'note', text: 'Call on Friday.' })
  })

  test('newest first turns the same thread round', () => {
    const oldest = buildLeadThread(input).map((entry) => entry.key)
    expect(buildLeadThread({ ...input, newestFirst: true }).map((entry) => entry.key)).toEqual(
      [...oldest].reverse(),
    )
  })

  test('an inquiry whose row is gone, or a reply whose mail was purged, stays a line of its own', () => {
    const thread = buildLeadThread({ ...input, inquiries: [], mail: [] })
    expect(thread[0]).toMatchObject({ kind: 'event', text: 'Inquiry received' })
    expect(thread[1]).toMatchObject({ kind: 'event', text: 'Replied by e-mail: Mail 11' })
  })
})
