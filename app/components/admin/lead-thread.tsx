import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { formatMoment } from '~/lib/back-office'
import type { ThreadEntry, ThreadMail, ThreadView } from '~/lib/lead-thread'
import { InboundMessage, type Inbound } from './inbound-message'

// A lead's conversation (app/lib/lead-thread.ts): what the traveller wrote on the left edge, what staff
// and Tembo sent on the right, staff's notes marked internal, and everything else in thin lines that
// can be hidden. The reply composer (`children`) sits where the conversation goes on: at its end, or at
// the top when the newest entry comes first.

function When({ at, by }: { at: string; by: string }) {
  return (
    <p className="text-sm text-forest-700">
      <time dateTime={at}>{formatMoment(at)}</time> · {by}
    </p>
  )
}

function Delivery({ mail }: { mail: ThreadMail }) {
  const trouble = mail.failed || mail.lastError
  return (
    <p className={`mt-2 text-sm ${trouble ? 'font-semibold text-red-800' : 'text-forest-700'}`}>
      {mail.state}
      {mail.lastError ? <span className="block font-normal">Reason: {mail.lastError}</span> : null}
    </p>
  )
}

function Mail({ mail, by }: { mail: ThreadMail; by: string | null }) {
  const words = <p className="mt-2 whitespace-pre-wrap [overflow-wrap:anywhere]">{mail.body}</p>
  return (
    <>
      <p className="text-sm text-forest-700 [overflow-wrap:anywhere]">
        {by ? `${by} wrote to ${mail.to}` : `${mail.label}, to ${mail.to}`}
      </p>
      <p className="mt-1 font-semibold [overflow-wrap:anywhere]">{mail.subject}</p>
      {by ? (
        words
      ) : (
        <details className="mt-1">
          <summary className="cursor-pointer text-sm font-medium">What the traveller received</summary>
          {words}
        </details>
      )}
      <Delivery mail={mail} />
      {mail.headers ? (
        <details className="mt-1 text-sm">
          <summary className="cursor-pointer font-medium">Headers as sent</summary>
          <pre className="mt-1 overflow-x-auto text-xs whitespace-pre-wrap [overflow-wrap:anywhere]">
            {mail.headers}
          </pre>
        </details>
      ) : null}
    </>
  )
}

function Entry({ entry }: { entry: ThreadEntry<Inbound> }) {
  switch (entry.kind) {
    case 'inquiry': {
      const { inquiry } = entry
      return (
        <li className="mr-6 rounded-xl border border-forest-700/20 bg-white p-4 shadow-sm sm:mr-12">
          <When at={entry.at} by="The traveller" />
          <h3 className="mt-1 font-serif text-lg">{inquiry.singular}</h3>
          {inquiry.message ? (
            <p className="mt-2 whitespace-pre-wrap [overflow-wrap:anywhere]">{inquiry.message}</p>
          ) : null}
          <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">
            {inquiry.facts.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-semibold text-forest-700">{label}</dt>
                <dd className="min-w-0 whitespace-pre-wrap [overflow-wrap:anywhere]">{value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-2 text-sm">
            <Link to={`${inquiry.itemPath}/${inquiry.id}`} className="font-medium text-savanna-700 underline">
              Open the {inquiry.singular.toLowerCase()}
            </Link>
          </p>
        </li>
      )
    }
    case 'traveller-mail':
      return (
        <li className="mr-6 rounded-xl border border-forest-700/20 bg-white p-4 shadow-sm sm:mr-12">
          <When at={entry.at} by="The traveller" />
          <p className="mt-1 font-semibold [overflow-wrap:anywhere]">{entry.text}</p>
          <InboundMessage mail={entry.inbound} />
        </li>
      )
    case 'traveller-words':
      return (
        <li className="mr-6 rounded-xl border border-forest-700/20 bg-white p-4 shadow-sm sm:mr-12">
          <When at={entry.at} by="The traveller" />
          <p className="mt-1 font-semibold">{entry.title}</p>
          <p className="mt-1 whitespace-pre-wrap [overflow-wrap:anywhere]">{entry.text}</p>
        </li>
      )
    case 'mail':
      return (
        <li className="ml-6 rounded-xl bg-savanna-50 p-4 shadow-sm ring-1 ring-forest-700/20 sm:ml-12">
          <When at={entry.at} by={entry.by ?? 'Tembo'} />
          <Mail mail={entry.mail} by={entry.by} />
        </li>
      )
    case 'note':
      return (
        <li className="ml-6 rounded-xl border-2 border-dashed border-savanna-600 bg-savanna-100 p-4 sm:ml-12">
          <When at={entry.at} by={entry.by} />
          <p className="mt-1 text-sm font-semibold text-savanna-800">
            Internal note: the traveller never sees it
          </p>
          <p className="mt-1 whitespace-pre-wrap [overflow-wrap:anywhere]">{entry.text}</p>
        </li>
      )
    case 'event':
      return (
        <li className="px-2 text-sm text-forest-700 [overflow-wrap:anywhere]">
          <time dateTime={entry.at}>{formatMoment(entry.at)}</time> · {entry.by}: {entry.text}
          {entry.mail ? ` (${entry.mail.state})` : null}
        </li>
      )
  }
}

export function LeadThread({
  entries,
  view,
  children,
}: {
  entries: ThreadEntry<Inbound>[]
  view: ThreadView
  /** The reply composer */
  children: ReactNode
}) {
  const shown = view.quiet ? entries.filter((entry) => entry.kind !== 'event') : entries
  const hidden = entries.length - shown.length
  const toggle = 'font-medium text-savanna-700 underline'
  return (
    <section aria-labelledby="thread-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="thread-heading" className="font-serif text-2xl">
          Conversation
        </h2>
        <p className="flex flex-wrap gap-x-4 text-sm">
          <Link to={`?order=${view.newestFirst ? 'oldest' : 'newest'}`} className={toggle} replace>
            {view.newestFirst ? 'Show oldest first' : 'Show newest first'}
          </Link>
          <Link to={`?events=${view.quiet ? 'show' : 'hide'}`} className={toggle} replace>
            {view.quiet ? `Show ${hidden} other ${hidden === 1 ? 'event' : 'events'}` : 'Hide other events'}
          </Link>
        </p>
      </div>
      {view.newestFirst ? children : null}
      <ol className="mt-4 space-y-3" aria-label={view.newestFirst ? 'Newest first' : 'Oldest first'}>
        {shown.map((entry) => (
          <Entry key={entry.key} entry={entry} />
        ))}
      </ol>
      {view.newestFirst ? null : children}
    </section>
  )
}
