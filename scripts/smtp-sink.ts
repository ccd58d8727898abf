import { SMTPServer, type SMTPServerDataStream } from 'smtp-server'

// A real SMTP server on a free local port that keeps what it receives, for the tests and the bench. It
// can be made slow, refuse mail (for good with 5xx, for now with 4xx), or hang, and it counts how often
// each Message-ID arrived, so that "each mail delivered exactly once" can be checked.

export interface ReceivedMail {
  messageId: string
  to: string[]
  subject: string
  raw: string
  at: number
}

export type SinkBehaviour =
  | { kind: 'accept'; delayMs?: number }
  | { kind: 'refuse'; code: number; message?: string; recipients?: RegExp }
  | { kind: 'hang' }

export interface SmtpSink {
  url: string
  port: number
  received: ReceivedMail[]
  behaviour: SinkBehaviour
  /** Runs while a mail's data has arrived, before the sink answers (e.g. to cut the database off). */
  beforeAnswer?: (mail: ReceivedMail) => Promise<void> | void
  /** How many times each Message-ID arrived. */
  deliveries(): Map<string, number>
  close(): Promise<void>
}

function header(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? ''
  const match = new RegExp(`^${name}:[ \\t]*(.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(head)
  return match ? match[1]!.replace(/\r?\n[ \t]+/g, ' ').trim() : ''
}

async function readStream(stream: SMTPServerDataStream): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

export async function startSmtpSink(behaviour: SinkBehaviour = { kind: 'accept' }): Promise<SmtpSink> {
  const hung: (() => void)[] = []
  const sink: SmtpSink = {
    url: '',
    port: 0,
    received: [],
    behaviour,
    deliveries() {
      const counts = new Map<string, number>()
      for (const mail of sink.received) counts.set(mail.messageId, (counts.get(mail.messageId) ?? 0) + 1)
      return counts
    },
    close: async () => {
      for (const release of hung.splice(0)) release()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
  const refusal = (recipient?: string) => {
    const current = sink.behaviour
    if (current.kind !== 'refuse') return undefined
    if (recipient !== undefined && current.recipients && !current.recipients.test(recipient)) return undefined
    const error = new Error(
      current.message ?? (current.code >= 500 ? 'Mailbox unavailable' : 'Try again later'),
    )
    ;(error as Error & { responseCode: number }).responseCode = current.code
    return error
  }
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    size: 10 * 1024 * 1024,
    onRcptTo(address, _session, callback) {
      callback(refusal(address.address) ?? null)
    },
    onData(stream, session, callback) {
      void (async () => {
        const raw = await readStream(stream)
        const current = sink.behaviour
        if (current.kind === 'hang') {
          await new Promise<void>((resolve) => hung.push(resolve))
          return callback(new Error('closing'))
        }
        const error = session.envelope.rcptTo.length ? undefined : refusal()
        if (error) return callback(error)
        const mail: ReceivedMail = {
          messageId: header(raw, 'Message-ID'),
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          subject: header(raw, 'Subject'),
          raw,
          at: Date.now(),
        }
        if (current.kind === 'accept' && current.delayMs) {
          await new Promise((resolve) => setTimeout(resolve, current.delayMs))
        }
        await sink.beforeAnswer?.(mail)
        // Received: the sender's next step depends on this answer, which the sink gives last.
        sink.received.push(mail)
        callback(null, 'Queued')
      })().catch((error: unknown) => callback(error as Error))
    },
  })
  // A sender that dies mid-conversation (a test kills it at the mail server) resets its connection:
  // smtp-server reports that on the server, and an event nobody listens to would end the test process.
  server.on('error', () => {})
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.server.address()
  sink.port = typeof address === 'object' && address ? address.port : 0
  sink.url = `smtp://127.0.0.1:${sink.port}`
  return sink
}
