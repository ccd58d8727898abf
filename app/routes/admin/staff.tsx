import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, useNavigation } from 'react-router'
import { describedBy, FormField } from '~/components/ui/form-field'
import { inputClass } from '~/components/ui/input-class'
import { formatMoment } from '~/lib/back-office'
import { roleLabel, STAFF_LINK_HOURS, STAFF_ROLES } from '~/lib/staff-roles'
import { listStaff } from '~/models/staff.server'
import { TeamChangeSchema } from '~/schemas/team'
import { clientAddressContext } from '~/services/request-context.server'
import { readSubmission } from '~/services/request-input.server'
import { adminOf } from '~/services/staff-context.server'
import { changeMember, inviteMember, sendPasswordLink } from '~/services/team.server'
import type { Route } from './+types/staff'

// The team (admins only): who is on it, with their role and open leads; invite someone by e-mail (a
// one-time link to choose a password), send a new password link, change a role, disable and re-enable.
// A disabled member is signed out everywhere at once; their leads stay theirs.

export async function loader({ context }: Route.LoaderArgs) {
  const { staff } = adminOf(context)
  return { me: staff.id, members: await listStaff() }
}

type Answer = {
  formId: string
  errors?: Record<string, string[] | null> | null
  /** What was typed in a refused invitation, to show again */
  typed?: Record<string, string>
  problem?: string
  done?: string
  link?: string
}

export async function action({ request, context }: Route.ActionArgs) {
  const { staff } = adminOf(context)
  const by = { staff, address: context.get(clientAddressContext) }
  const submission = parseWithZod(await readSubmission(request), { schema: TeamChangeSchema })
  const formId = typeof submission.payload.id === 'string' ? submission.payload.id : 'invite'
  const answer = (body: Answer, status = 200) => data(body, { status })
  const typed = Object.fromEntries(
    ['email', 'name', 'role'].map((key) => [key, String(submission.payload[key] ?? '').slice(0, 254)]),
  )
  if (submission.status !== 'success')
    return answer({ formId, errors: submission.reply().error ?? null, typed }, 400)
  const value = submission.value
  if (value.intent === 'invite') {
    const invited = await inviteMember(by, value)
    if (invited === 'taken')
      return answer(
        { formId, errors: { email: ['Someone with this address is already on the team'] }, typed },
        409,
      )
    return answer({
      formId,
      done: `Invitation sent to ${invited.member.email}.`,
      link: invited.link,
    })
  }
  if (value.intent === 'link') {
    const sent = await sendPasswordLink(by, value.id)
    if (!sent) throw data(null, { status: 404 })
    if (sent === 'disabled')
      return answer({ formId, problem: 'Re-enable this member before sending them a link.' }, 409)
    return answer({
      formId,
      done:
        sent.purpose === 'invite'
          ? `Invitation sent again to ${sent.member.email}.`
          : `A link to set a new password was sent to ${sent.member.email}.`,
      link: sent.link,
    })
  }
  const change = value.intent === 'role' ? { role: value.role } : { disabled: value.intent === 'disable' }
  const changed = await changeMember(by, value.id, change)
  if (!changed) throw data(null, { status: 404 })
  if (changed === 'self')
    return answer({ formId, problem: 'Your own account is changed by another admin.' }, 409)
  if (changed === 'last-admin')
    return answer(
      { formId, problem: 'This is the last active admin: make someone else an admin first.' },
      409,
    )
  const name = changed.after.name
  return answer({
    formId,
    done:
      value.intent === 'role'
        ? `${name} is now ${changed.after.role === 'admin' ? 'an admin' : 'an agent'}.`
        : value.intent === 'disable'
          ? `${name} is disabled and signed out everywhere.`
          : `${name} can sign in again.`,
  })
}

export const meta: Route.MetaFunction = () => [{ title: 'Team | Back-office' }]

const buttonClass =
  'rounded-lg border border-forest-700/40 px-3 py-2 text-sm font-semibold hover:bg-forest-700/5 disabled:opacity-60'

function stateOf(member: { disabled_at: string | null; joined_at: string | null }) {
  if (member.disabled_at) return `Disabled since ${formatMoment(member.disabled_at)}`
  if (!member.joined_at) return 'Invited, has not joined yet'
  return 'Active'
}

export default function Team({ loaderData: { me, members }, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting'
  const inviteErrors = actionData?.formId === 'invite' ? actionData.errors : undefined
  const typed = actionData?.formId === 'invite' ? actionData.typed : undefined
  const field = (name: string) => ({
    id: `invite-${name}`,
    name,
    ...describedBy(`invite-${name}`, { errors: inviteErrors?.[name] }),
  })
  return (
    <>
      <h1 className="font-serif text-3xl">Team</h1>
      <p className="mt-2 max-w-2xl">
        Admins manage the team, reply templates, exports, erasures and deletions, and read the audit trail;
        agents work leads and articles. Links to join or to set a password work once, for {STAFF_LINK_HOURS}{' '}
        hours.
      </p>
      <div role="status" className="mt-3">
        {actionData?.done ? (
          <div className="rounded-lg bg-forest-800 p-3 text-white">
            <p className="font-semibold">{actionData.done}</p>
            {actionData.link ? (
              <p className="mt-2 text-sm">
                <label htmlFor="sent-link">You can also pass the link on yourself:</label>
                <input
                  id="sent-link"
                  readOnly
                  value={actionData.link}
                  className="mt-1 block w-full rounded border-0 bg-white/95 px-2 py-1 font-mono text-xs text-forest-900"
                  onFocus={(event) => event.currentTarget.select()}
                />
              </p>
            ) : null}
          </div>
        ) : null}
      </div>

      <ol className="mt-6 space-y-3" aria-label="Members of the team">
        {members.map((member) => {
          const own = member.id === me
          const formId = String(member.id)
          const problem = actionData?.formId === formId ? actionData.problem : undefined
          return (
            <li key={member.id} className="rounded-xl bg-white p-4 shadow-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="font-serif text-xl">
                  {member.name}
                  {own ? <span className="text-base text-forest-700"> (you)</span> : null}
                </h2>
                <span className="rounded-full bg-savanna-100 px-3 py-0.5 text-sm font-semibold">
                  {roleLabel(member.role)}
                </span>
              </div>
              <p className="break-all">{member.email}</p>
              <p className="mt-1 text-sm">
                {stateOf(member)} · {member.openLeads} open {member.openLeads === 1 ? 'lead' : 'leads'}
              </p>
              {problem ? (
                <p role="alert" className="mt-2 font-semibold text-red-800">
                  {problem}
                </p>
              ) : null}
              {own ? null : (
                <div className="mt-3 flex flex-wrap items-end gap-3">
                  <Form method="post" className="flex items-end gap-2">
                    <input type="hidden" name="id" value={member.id} />
                    <label className="text-sm font-medium">
                      Role of {member.name}
                      <select name="role" defaultValue={member.role} className={`${inputClass} py-1.5`}>
                        {STAFF_ROLES.map((role) => (
                          <option key={role.value} value={role.value}>
                            {role.label}
                          </option>
                        ))}
                      </select>
                    </label>
                    <button type="submit" name="intent" value="role" disabled={busy} className={buttonClass}>
                      Change role
                    </button>
                  </Form>
                  <Form method="post">
                    <input type="hidden" name="id" value={member.id} />
                    <button
                      type="submit"
                      name="intent"
                      value={member.disabled_at ? 'enable' : 'disable'}
                      disabled={busy}
                      className={buttonClass}
                      aria-label={`${member.disabled_at ? 'Re-enable' : 'Disable'} ${member.name}`}
                    >
                      {member.disabled_at ? 'Re-enable' : 'Disable'}
                    </button>
                  </Form>
                  {member.disabled_at ? null : (
                    <Form method="post">
                      <input type="hidden" name="id" value={member.id} />
                      <button
                        type="submit"
                        name="intent"
                        value="link"
                        disabled={busy}
                        className={buttonClass}
                        aria-label={`${member.joined_at ? 'Send a password link to' : 'Send the invitation again to'} ${member.name}`}
                      >
                        {member.joined_at ? 'Send a password link' : 'Send the invitation again'}
                      </button>
                    </Form>
                  )}
                </div>
              )}
            </li>
          )
        })}
      </ol>

      <section aria-labelledby="invite-heading" className="mt-10 max-w-xl">
        <h2 id="invite-heading" className="font-serif text-2xl">
          Invite someone
        </h2>
        <Form
          method="post"
          className="mt-3 space-y-4 rounded-xl bg-white p-5 shadow-sm"
          noValidate
          key={actionData?.formId === 'invite' && actionData.done ? actionData.link : 'invite'}
        >
          <FormField id="invite-email" label="E-mail" errors={inviteErrors?.email}>
            <input
              {...field('email')}
              type="email"
              autoComplete="off"
              maxLength={254}
              defaultValue={typed?.email}
              className={inputClass}
            />
          </FormField>
          <FormField id="invite-name" label="Name" errors={inviteErrors?.name}>
            <input
              {...field('name')}
              type="text"
              autoComplete="off"
              maxLength={100}
              defaultValue={typed?.name}
              className={inputClass}
            />
          </FormField>
          <FormField id="invite-role" label="Role" errors={inviteErrors?.role}>
            <select {...field('role')} defaultValue={typed?.role || 'agent'} className={inputClass}>
              {STAFF_ROLES.map((role) => (
                <option key={role.value} value={role.value}>
                  {role.label}: {role.does}
                </option>
              ))}
            </select>
          </FormField>
          <button
            type="submit"
            name="intent"
            value="invite"
            disabled={busy}
            className="rounded-lg bg-forest-800 px-4 py-2 font-semibold text-white hover:bg-forest-900 disabled:opacity-60"
          >
            Send invitation
          </button>
        </Form>
      </section>
    </>
  )
}
