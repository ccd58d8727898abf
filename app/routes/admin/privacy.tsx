import { data, Form, Link, useNavigation } from 'react-router'
import { z } from 'zod'
import { FormAlert } from '~/components/ui/form-alert'
import { describedBy, FormField } from '~/components/ui/form-field'
import { inputClass } from '~/components/ui/input-class'
import { formatMoment } from '~/lib/back-office'
import { statusLabel } from '~/lib/lead-status'
import { emailKey } from '~/models/leads.server'
import { findTravellerData } from '~/models/traveller-data.server'
import { emailField } from '~/schemas/fields'
import { eraseTraveller } from '~/services/privacy.server'
import { clientAddressContext } from '~/services/request-context.server'
import { readSubmission } from '~/services/request-input.server'
import { adminOf, requireAdmin } from '~/services/staff-context.server'
import { keepWhatWasTyped } from '~/services/not-saved.server'
import type { Route } from './+types/privacy'

// A traveller's rights (admins only; docs/product.md, "A traveller's rights"): find what is held about
// an e-mail address, hand it over as one JSON file (privacy.json.ts), or erase it. Erasing asks for the
// address twice.

const Lookup = z.object({ email: emailField })
const Erase = z.object({ email: emailField, confirm: z.string().default('') })

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context)
  const asked = new URL(request.url).searchParams.get('email')
  if (asked === null) return { email: '', problem: null, found: null }
  const parsed = Lookup.safeParse({ email: asked })
  if (!parsed.success)
    return { email: asked.slice(0, 254), problem: parsed.error.issues[0]!.message, found: null }
  const held = await findTravellerData(parsed.data.email)
  return {
    email: held.address,
    problem: null,
    found: {
      inquiries: held.inquiries.map((group) => ({ title: group.title, count: group.rows.length })),
      leads: held.leads.map((lead) => ({
        id: Number(lead.id),
        reference: lead.reference,
        status: statusLabel(lead.status),
        opened: lead.created_at,
      })),
      events: held.events.length,
      sent: held.mailSent.length,
      received: held.mailReceived.length,
      files: held.mailReceived.reduce((sum, mail) => sum + mail.attachments.length, 0),
    },
  }
}

export const action = keepWhatWasTyped(saveForm)

async function saveForm({ request, context }: Route.ActionArgs) {
  const { staff } = adminOf(context)
  const parsed = Erase.safeParse(Object.fromEntries(await readSubmission(request)))
  if (!parsed.success) return data({ problem: 'Find the address first.', erased: null }, { status: 400 })
  const { email, confirm } = parsed.data
  if (emailKey(confirm) !== emailKey(email))
    return data(
      { problem: 'Type the address again, exactly, to erase what is held about it.', erased: null },
      { status: 400 },
    )
  const erased = await eraseTraveller({ staff, address: context.get(clientAddressContext) }, email)
  return {
    problem: null,
    erased: {
      leads: erased.references,
      inquiries: erased.inquiries,
      mails: erased.mails,
      received: erased.received,
      files: erased.files.length,
    },
  }
}

export const meta: Route.MetaFunction = () => [{ title: "A traveller's data | Back-office" }]

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`

export default function Privacy({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== 'idle'
  const { email, problem, found } = loaderData
  const nothing = found && !found.leads.length && !found.inquiries.length && !found.sent && !found.received
  return (
    <>
      <h1 className="font-serif text-3xl">A traveller&apos;s data</h1>
      <p className="mt-2 max-w-2xl">
        When a traveller asks what we hold about them, or asks us to forget them: find their e-mail address,
        download everything as one file to send them, or erase it. Erasing replaces their name, address and
        phone with a marker, removes what they wrote and every mail to and from them, and keeps dates,
        statuses and choices so the figures stay true. It cannot be undone.
      </p>
      {actionData?.erased ? (
        <div role="status" className="mt-4 rounded-lg bg-forest-800 p-3 text-white">
          <p className="font-semibold">
            Erased: {plural(actionData.erased.leads.length, 'lead')}
            {actionData.erased.leads.length ? ` (${actionData.erased.leads.join(', ')})` : ''},{' '}
            {plural(actionData.erased.inquiries, 'inquiry', 'inquiries')},{' '}
            {plural(actionData.erased.mails, 'mail')} purged from the outbox,{' '}
            {plural(actionData.erased.received, 'e-mail')} received and{' '}
            {plural(actionData.erased.files, 'file')} removed.
          </p>
        </div>
      ) : null}
      <Form method="get" className="mt-6 flex max-w-xl flex-wrap items-end gap-3" role="search">
        <div className="grow">
          <FormField id="privacy-email" label="E-mail address" errors={problem ? [problem] : undefined}>
            <input
              id="privacy-email"
              name="email"
              type="email"
              defaultValue={email}
              maxLength={254}
              autoComplete="off"
              className={inputClass}
              {...describedBy('privacy-email', { errors: problem ? [problem] : undefined })}
            />
          </FormField>
        </div>
        <button
          type="submit"
          className="rounded-lg bg-forest-800 px-4 py-2 font-semibold text-white hover:bg-forest-900"
        >
          Find
        </button>
      </Form>

      {found && !actionData?.erased ? (
        <section aria-labelledby="held-heading" className="mt-8 max-w-2xl rounded-xl bg-white p-5 shadow-sm">
          <h2 id="held-heading" className="font-serif text-2xl">
            Held about {email}
          </h2>
          {nothing ? (
            <p className="mt-2">Nothing: no inquiry, lead or mail has this address.</p>
          ) : (
            <>
              <ul className="mt-3 list-disc space-y-1 pl-6">
                {found.leads.map((lead) => (
                  <li key={lead.id}>
                    Lead{' '}
                    <Link to={`/admin/leads/${lead.id}`} className="font-semibold underline">
                      {lead.reference}
                    </Link>
                    , {lead.status}, opened {formatMoment(lead.opened)}
                  </li>
                ))}
                {found.inquiries.map((group) => (
                  <li key={group.title}>
                    {group.title}: {group.count}
                  </li>
                ))}
                <li>{plural(found.events, 'timeline entry', 'timeline entries')}</li>
                <li>
                  {plural(found.sent, 'e-mail')} sent to them, {plural(found.received, 'e-mail')} received
                  from them ({plural(found.files, 'file')})
                </li>
              </ul>
              <div className="mt-5 flex flex-wrap items-start gap-6">
                {/* A file, not a page: the browser's own post downloads it. */}
                <Form method="post" action="/admin/privacy.json" reloadDocument>
                  <input type="hidden" name="email" value={email} />
                  <button
                    type="submit"
                    className="rounded-lg border border-forest-700/40 px-4 py-2 font-semibold hover:bg-forest-700/5"
                  >
                    Download everything (JSON)
                  </button>
                </Form>
                <Form method="post" className="space-y-2">
                  <input type="hidden" name="email" value={email} />
                  {actionData?.problem ? <FormAlert>{actionData.problem}</FormAlert> : null}
                  <label htmlFor="confirm" className="block text-sm font-medium">
                    To erase, type the address again
                  </label>
                  <input id="confirm" name="confirm" type="email" autoComplete="off" className={inputClass} />
                  <button
                    type="submit"
                    disabled={busy}
                    className="rounded-lg border-2 border-red-800 px-4 py-2 font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60"
                  >
                    Erase everything about this address
                  </button>
                </Form>
              </div>
            </>
          )}
        </section>
      ) : null}
    </>
  )
}
