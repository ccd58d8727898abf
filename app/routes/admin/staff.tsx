import { Form, useNavigation } from 'react-router'
import { TeamMember } from '~/components/admin/team-member'
import { describedBy, FormField } from '~/components/ui/form-field'
import { inputClass } from '~/components/ui/input-class'
import { STAFF_LINK_HOURS, STAFF_ROLES } from '~/lib/staff-roles'
import type { TwoStepRequirement } from '~/models/two-step.server'
import { TWO_STEP_CHOICES } from '~/schemas/team'
import { keepWhatWasTyped } from '~/services/not-saved.server'
import type { Route } from './+types/staff'
import { changeTeam, loadTeam } from './staff.server'

// The team (admins only): who is on it, with their role and open leads; invite someone by e-mail (a
// one-time link to choose a password), rename, send a new password link, change a role, disable and re-enable,
// reset a member's second step, and say who must use one (docs/product.md, "The team"). A disabled
// member is signed out everywhere at once; their leads stay theirs.

export const loader = ({ context }: Route.LoaderArgs) => loadTeam(context)

export const action = keepWhatWasTyped(({ request, context }: Route.ActionArgs) =>
  changeTeam(request, context),
)

export const meta: Route.MetaFunction = () => [{ title: 'Team | Back-office' }]

/** Who must pass a second step at sign-in: a team setting (docs/decisions/025-staff-second-step.md). */
function TwoStepSetting({ requirement, busy }: { requirement: TwoStepRequirement; busy: boolean }) {
  return (
    <section aria-labelledby="two-step-heading" className="mt-10 max-w-xl">
      <h2 id="two-step-heading" className="font-serif text-2xl">
        Two-step sign-in
      </h2>
      <Form method="post" className="mt-3 space-y-4 rounded-xl bg-white p-5 shadow-sm">
        <FormField
          id="two-step-required"
          label="Require two-step sign-in"
          hint="A member who must use it and has not set it up is asked to at their next page."
        >
          <select
            id="two-step-required"
            name="required"
            defaultValue={requirement}
            aria-describedby="two-step-required-hint"
            className={inputClass}
          >
            {TWO_STEP_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </FormField>
        <button
          type="submit"
          name="intent"
          value="two-step-required"
          disabled={busy}
          className="rounded-lg bg-forest-800 px-4 py-2 font-semibold text-white hover:bg-forest-900 disabled:opacity-60"
        >
          Save
        </button>
      </Form>
    </section>
  )
}

export default function Team({ loaderData: { me, members, requirement }, actionData }: Route.ComponentProps) {
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
        {members.map((member) => (
          <TeamMember
            key={member.id}
            member={member}
            own={member.id === me}
            busy={busy}
            problem={actionData?.formId === String(member.id) ? actionData.problem : undefined}
            nameErrors={actionData?.formId === String(member.id) ? actionData.errors?.name : undefined}
            typedName={
              actionData?.formId === String(member.id) && actionData.errors
                ? actionData.typed?.name
                : undefined
            }
          />
        ))}
      </ol>

      <TwoStepSetting requirement={requirement} busy={busy} />

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
