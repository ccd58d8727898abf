import { SENDER_CHECK_LABELS, type SenderCheck } from '~/lib/sender-check'

// A message from the traveller's side, as read from the operator's mailbox: whether its sender was
// verified (docs/decisions/045-trusted-authentication-results.md), its new words, the history it quotes
// folded away, and the files it brought. On a lead's timeline and in Mail to sort.

/** A message from the traveller's side, as read from the operator's mailbox. */
export interface Inbound {
  id: number
  kind: string
  from: string
  subject: string
  fresh: string
  quoted: string
  html: string | null
  /** Whether the operator's receiving server verified the sender, and what it said */
  sender: { check: SenderCheck; note: string | null }
  attachments: { id: number; filename: string; size: number; refused: string | null; href: string | null }[]
}

const kilobytes = (size: number) =>
  size >= 1024 * 1024 ? `${(size / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(size / 1024))} KB`

const CHECK_STYLES = {
  verified: 'text-forest-700',
  'not-verified': 'text-gray-700',
  failed: 'font-semibold text-red-800',
  'not-checked': 'text-gray-700',
} as const satisfies Record<SenderCheck, string>

/** "Sender verified: DMARC passed at mx.operator.example.", a failure with what it means. */
function SenderCheckLine({ sender }: { sender: Inbound['sender'] }) {
  return (
    <p className={`mt-1 [overflow-wrap:anywhere] ${CHECK_STYLES[sender.check]}`}>
      {SENDER_CHECK_LABELS[sender.check]}
      {sender.note ? `: ${sender.note}.` : '.'}
      {sender.check === 'failed' ? ' It may not come from the address it shows.' : null}
    </p>
  )
}

/** A message's new words; the history it quotes folded away; the files that came with it. */
export function InboundMessage({ mail }: { mail: Inbound }) {
  return (
    <div className="mt-2 border-l-4 border-forest-200 pl-3 text-sm">
      <p className="text-forest-700 [overflow-wrap:anywhere]">From {mail.from}</p>
      <SenderCheckLine sender={mail.sender} />
      {mail.html ? (
        <div className="mt-1 [overflow-wrap:anywhere]" dangerouslySetInnerHTML={{ __html: mail.html }} />
      ) : (
        <p className="mt-1 whitespace-pre-wrap [overflow-wrap:anywhere]">{mail.fresh}</p>
      )}
      {mail.quoted ? (
        <details className="mt-2">
          <summary className="cursor-pointer text-forest-700">Earlier messages quoted</summary>
          <p className="mt-1 whitespace-pre-wrap text-gray-700 [overflow-wrap:anywhere]">{mail.quoted}</p>
        </details>
      ) : null}
      {mail.attachments.length ? (
        <ul className="mt-2 space-y-1" aria-label="Attachments">
          {mail.attachments.map((file) => (
            <li key={file.id} className="[overflow-wrap:anywhere]">
              {file.href ? (
                <a href={file.href} className="font-medium underline" download>
                  {file.filename}
                </a>
              ) : (
                <span>{file.filename}</span>
              )}{' '}
              ({kilobytes(file.size)}){file.refused ? `: not kept, ${file.refused}` : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
