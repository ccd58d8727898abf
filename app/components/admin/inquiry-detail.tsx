import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { RecordField } from '~/inquiries'
import { formatMoment, valueText } from '~/lib/back-office'
import { describeMailState, mailPurposes } from '~/lib/mail-status'
import type { InquiryDetailData } from '~/routes/admin/inquiry.$id.server'

// One inquiry in full: every field the traveller sent, in groups, then where it came from and how the
// mail about it went. `actions` holds what staff can do with it (Mark as Read).

function Value({ field, value }: { field: RecordField; value: unknown }) {
  if (value === null || value === undefined || value === '')
    return <span className="text-forest-700/70">Not given</span>
  const text = String(value)
  switch (field.format) {
    case 'email':
      return <a href={`mailto:${text}`}>{text}</a>
    case 'phone':
      return <a href={`tel:${text.replace(/[^\d+]/g, '')}`}>{text}</a>
    case 'text':
      return <span className="whitespace-pre-wrap">{text}</span>
    default:
      return <>{valueText(field, value)}</>
  }
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl bg-white p-6 shadow-sm">
      <h2 className="font-serif text-xl">{title}</h2>
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[12rem_1fr]">{children}</dl>
    </section>
  )
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold text-forest-700">{label}</dt>
      <dd className="min-w-0 [overflow-wrap:anywhere]">{children}</dd>
    </>
  )
}

export function InquiryDetail({ data, actions }: { data: InquiryDetailData; actions?: ReactNode }) {
  const { screen, inquiry } = data
  const utm = inquiry.utm && typeof inquiry.utm === 'object' ? Object.entries(inquiry.utm) : []
  return (
    <>
      <p className="text-sm">
        <Link to={screen.listPath} className="font-medium text-savanna-700 underline">
          ← {screen.title}
        </Link>
      </p>
      <h1 className="mt-3 font-serif text-3xl">
        {screen.singular} from {String(inquiry.name)}
      </h1>
      <p className="mt-1 text-sm text-forest-700">
        Received {formatMoment(String(inquiry.created_at))} · number {data.id}
        {data.lead ? (
          <>
            {' · '}
            <Link to={`/admin/leads/${data.lead.id}`} className="font-medium text-savanna-700 underline">
              Lead {data.lead.reference}
            </Link>
          </>
        ) : null}
      </p>
      {actions ? <div className="mt-4 flex flex-wrap items-center gap-3">{actions}</div> : null}
      <div className="mt-6 grid gap-6 xl:grid-cols-2">
        {screen.groups.map((group) => (
          <Group key={group.title} title={group.title}>
            {group.fields.map((field) => (
              <Row key={field.key} label={field.label}>
                <Value field={field} value={inquiry[field.key]} />
              </Row>
            ))}
          </Group>
        ))}
        <Group title="Where it came from">
          <Row label="Sent from page">{String(inquiry.source_page ?? 'Through the API')}</Row>
          <Row label="Referrer">{String(inquiry.referrer ?? 'None (typed in or bookmarked)')}</Row>
          <Row label="Campaign">
            {utm.length ? utm.map(([key, value]) => `${key}=${String(value)}`).join(', ') : 'None'}
          </Row>
        </Group>
        <Group title="Mail about it">
          {data.mail.length === 0 ? (
            <Row label="Mail">None was queued (a demo or imported inquiry).</Row>
          ) : (
            data.mail.map((mail) => (
              <Row key={mail.id} label={mailPurposes[mail.purpose] ?? mail.purpose}>
                {describeMailState(mail)} to {mail.to_address}
                {mail.last_error && mail.status !== 'sent' ? (
                  <span className="block text-sm text-red-800">Last error: {mail.last_error}</span>
                ) : null}
              </Row>
            ))
          )}
        </Group>
      </div>
    </>
  )
}
