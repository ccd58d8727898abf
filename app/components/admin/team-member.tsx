import { Form } from 'react-router'
import { describedBy, FormField } from '~/components/ui/form-field'
import { inputClass } from '~/components/ui/input-class'
import { formatMoment } from '~/lib/back-office'
import { roleLabel, STAFF_ROLES, type StaffRole } from '~/lib/staff-roles'

// One member on the staff page (docs/product.md, "The team"): who they are, their state, and what an
// admin may do to them: rename anyone, themselves included; the rest to others only (another admin
// changes an admin's own account).

export interface TeamMemberView {
  id: number
  name: string
  email: string
  role: StaffRole
  disabled_at: string | null
  joined_at: string | null
  openLeads: number
  twoStep: boolean
}

const buttonClass =
  'rounded-lg border border-forest-700/40 px-3 py-2 text-sm font-semibold hover:bg-forest-700/5 disabled:opacity-60'

function stateOf(member: TeamMemberView) {
  if (member.disabled_at) return `Disabled since ${formatMoment(member.disabled_at)}`
  if (!member.joined_at) return 'Invited, has not joined yet'
  return 'Active'
}

/** The member's name, which signs their mail: its message beside it when refused. */
function RenameForm(props: {
  member: TeamMemberView
  busy: boolean
  errors?: string[] | null
  typed?: string
}) {
  const { id, name } = props.member
  const field = `member-${id}-name`
  return (
    // Drawn again with the new name once it is saved.
    <Form method="post" className="flex flex-wrap items-end gap-2" noValidate key={name}>
      <input type="hidden" name="id" value={id} />
      <FormField id={field} label={`Name of ${name}`} errors={props.errors} className="text-sm">
        <input
          id={field}
          name="name"
          type="text"
          autoComplete="off"
          maxLength={100}
          defaultValue={props.typed ?? name}
          className={`${inputClass} py-1.5`}
          {...describedBy(field, { errors: props.errors })}
        />
      </FormField>
      <button
        type="submit"
        name="intent"
        value="rename"
        disabled={props.busy}
        className={buttonClass}
        aria-label={`Save name of ${name}`}
      >
        Save name
      </button>
    </Form>
  )
}

/** A one-button form acting on this member. */
function MemberButton(props: { id: number; intent: string; label: string; name: string; busy: boolean }) {
  return (
    <Form method="post">
      <input type="hidden" name="id" value={props.id} />
      <button
        type="submit"
        name="intent"
        value={props.intent}
        disabled={props.busy}
        className={buttonClass}
        aria-label={`${props.label} ${props.name}`}
      >
        {props.label.replace(/ (to|of)$/, '')}
      </button>
    </Form>
  )
}

export function TeamMember({
  member,
  own,
  problem,
  nameErrors,
  typedName,
  busy,
}: {
  member: TeamMemberView
  own: boolean
  problem?: string
  /** A refused rename: its message, and what was typed */
  nameErrors?: string[] | null
  typedName?: string
  busy: boolean
}) {
  const { id, name } = member
  return (
    <li className="rounded-xl bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-serif text-xl">
          {name}
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
      <p className="text-sm">Two-step sign-in {member.twoStep ? 'on' : 'off'}</p>
      {problem ? (
        <p role="alert" className="mt-2 font-semibold text-red-800">
          {problem}
        </p>
      ) : null}
      <div className="mt-3">
        <RenameForm member={member} busy={busy} errors={nameErrors} typed={typedName} />
      </div>
      {own ? null : (
        <div className="mt-3 flex flex-wrap items-end gap-3">
          <Form method="post" className="flex items-end gap-2">
            <input type="hidden" name="id" value={id} />
            <label className="text-sm font-medium">
              Role of {name}
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
          <MemberButton
            id={id}
            name={name}
            busy={busy}
            intent={member.disabled_at ? 'enable' : 'disable'}
            label={member.disabled_at ? 'Re-enable' : 'Disable'}
          />
          {member.disabled_at ? null : (
            <MemberButton
              id={id}
              name={name}
              busy={busy}
              intent="link"
              label={member.joined_at ? 'Send a password link to' : 'Send the invitation again to'}
            />
          )}
          {member.twoStep ? (
            <MemberButton
              id={id}
              name={name}
              busy={busy}
              intent="two-step-reset"
              label="Reset two-step sign-in of"
            />
          ) : null}
        </div>
      )}
    </li>
  )
}
