// The three things one does most with a lead, at the top of its page and big enough to tap: answer by
// e-mail (the composer at the end of the conversation), call, or open a WhatsApp chat with the greeting
// typed in. Call and WhatsApp show only when the traveller gave a usable number.

const action =
  'inline-flex min-h-11 items-center rounded-lg px-4 py-2 font-semibold ring-1 ring-forest-700/30 hover:bg-savanna-100'

export function ContactActions({
  call,
  whatsapp,
  composerShown,
}: {
  call: string | null
  whatsapp: string | null
  /** Whether the composer is on the page as shown (on a phone, not while the details tab is open) */
  composerShown: boolean
}) {
  return (
    <ul aria-label="Reach the traveller" className="mt-3 flex flex-wrap gap-2">
      <li>
        <a
          href={composerShown ? '#reply' : '?#reply'}
          className={`${action} bg-forest-800 text-white ring-0 hover:bg-forest-900`}
        >
          Reply
        </a>
      </li>
      {call ? (
        <li>
          <a href={call} className={action}>
            Call
          </a>
        </li>
      ) : null}
      {whatsapp ? (
        <li>
          <a href={whatsapp} target="_blank" rel="noopener noreferrer" className={action}>
            WhatsApp<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      ) : null}
    </ul>
  )
}
