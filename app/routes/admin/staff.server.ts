import { data, type RouterContextProvider } from 'react-router'
import { findStaffById, listStaff } from '~/models/staff.server'
import { listTwoStepMembers, readTwoStepRequirement } from '~/models/two-step.server'
import { TeamChangeSchema } from '~/schemas/team'
import { parseWithZod } from '@conform-to/zod/v4'
import { clientAddressContext } from '~/services/request-context.server'
import { readSubmission } from '~/services/request-input.server'
import { adminOf } from '~/services/staff-context.server'
import { changeMember, inviteMember, renameMember, sendPasswordLink } from '~/services/team.server'
import { resetTwoStepOf, setTwoStepRequirement } from '~/services/two-step.server'

// The staff page's loader and action (docs/product.md, "The team"), beside its route.

export async function loadTeam(context: Readonly<RouterContextProvider>) {
  const { staff } = adminOf(context)
  const [members, twoStep, requirement] = await Promise.all([
    listStaff(),
    listTwoStepMembers(),
    readTwoStepRequirement(),
  ])
  return {
    me: staff.id,
    requirement,
    members: members.map((member) => ({ ...member, twoStep: twoStep.has(member.id) })),
  }
}

export type TeamAnswer = {
  formId: string
  errors?: Record<string, string[] | null> | null
  /** What was typed in a refused invitation, to show again */
  typed?: Record<string, string>
  problem?: string
  done?: string
  /** An invitation's link, for the admin to pass on by hand; a password link only goes by mail. */
  link?: string
}

export async function changeTeam(request: Request, context: Readonly<RouterContextProvider>) {
  const { staff } = adminOf(context)
  const by = { staff, address: context.get(clientAddressContext) }
  const submission = parseWithZod(await readSubmission(request), { schema: TeamChangeSchema })
  const intent = submission.payload.intent
  const formId =
    typeof submission.payload.id === 'string'
      ? submission.payload.id
      : intent === 'two-step-required'
        ? 'two-step'
        : 'invite'
  const answer = (body: TeamAnswer, status = 200) => data(body, { status })
  const typed = Object.fromEntries(
    ['email', 'name', 'role'].map((key) => [key, String(submission.payload[key] ?? '').slice(0, 254)]),
  )
  if (submission.status !== 'success')
    return answer({ formId, errors: submission.reply().error ?? null, typed }, 400)
  const value = submission.value
  switch (value.intent) {
    case 'invite': {
      const invited = await inviteMember(by, value)
      if (invited === 'taken')
        return answer(
          { formId, errors: { email: ['Someone with this address is already on the team'] }, typed },
          409,
        )
      return answer({ formId, done: `Invitation sent to ${invited.member.email}.`, link: invited.link })
    }
    case 'link': {
      const sent = await sendPasswordLink(by, value.id)
      if (!sent) throw data(null, { status: 404 })
      if (sent === 'disabled')
        return answer({ formId, problem: 'Re-enable this member before sending them a link.' }, 409)
      // A reset goes only to the member's own address: shown here, it would let an admin take over
      // another's account unseen (docs/product.md, "The team").
      if (sent.purpose === 'invite')
        return answer({ formId, done: `Invitation sent again to ${sent.member.email}.`, link: sent.link })
      return answer({ formId, done: `A link to set a new password was sent to ${sent.member.email}.` })
    }
    case 'rename': {
      const renamed = await renameMember(by, value.id, value.name)
      if (!renamed) throw data(null, { status: 404 })
      const { before } = renamed
      return answer({
        formId,
        done:
          before.name === value.name
            ? `${value.name} keeps that name.`
            : `${before.name} is now ${value.name}: their next mail is signed so.`,
      })
    }
    case 'two-step-reset': {
      const member = await findStaffById(value.id)
      if (!member) throw data(null, { status: 404 })
      if (member.id === staff.id)
        return answer({ formId, problem: 'Turn your own two-step sign-in off on its page.' }, 409)
      const reset = await resetTwoStepOf(by, member)
      return answer({
        formId,
        done: reset
          ? `${member.name}'s two-step sign-in is reset: they set it up again from their next sign-in.`
          : `${member.name} had no two-step sign-in.`,
      })
    }
    case 'two-step-required': {
      await setTwoStepRequirement(by, value.required)
      const who = { off: 'Nobody must', admins: 'Admins must', everyone: 'Everyone must' }[value.required]
      return answer({ formId, done: `${who} use two-step sign-in.` })
    }
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
