import { getConfig } from '~/config.server'
import { roleLabel, STAFF_LINK_HOURS, type StaffRole } from '~/lib/staff-roles'
import { recordAudit } from '~/models/audit.server'
import { db } from '~/models/db.server'
import { queueMail } from '~/models/mail-outbox.server'
import { createStaffLink, setPasswordByLink } from '~/models/staff-links.server'
import {
  addInvitedStaff,
  changeStaff,
  findStaffById,
  renameStaff,
  type StaffUser,
  type TeamChange,
} from '~/models/staff.server'

// The team, as admins run it (docs/product.md, "The team"): invitations and password links by mail,
// disabling and re-enabling, roles, names (each member also gives their own); each change on the audit
// trail with who, when and from where.

export interface Actor {
  staff: StaffUser
  address: string
}

const memberName = (member: { name: string; email: string }) => `${member.name} <${member.email}>`

/** The mail that carries a link to set a password: an invitation, or a new password an admin sent. */
function linkMail(
  member: { id: number; name: string; email: string },
  by: StaffUser,
  purpose: 'invite' | 'reset',
  link: string,
) {
  const { operator } = getConfig()
  const invite = purpose === 'invite'
  return {
    purpose: invite ? 'staff-invite' : 'staff-password',
    inquiry_kind: 'staff',
    inquiry_id: member.id,
    to_address: member.email,
    reply_to: by.email,
    subject: invite
      ? `${by.name} invites you to the ${operator.brand} back-office`
      : `A link to set your ${operator.brand} password`,
    body: [
      `Dear ${member.name},`,
      '',
      invite
        ? `${by.name} has invited you to the ${operator.brand} back-office, where the team answers travellers' inquiries and publishes our stories. Choose your password here to join:`
        : `${by.name} has sent you a link to set a new password for the ${operator.brand} back-office:`,
      '',
      link,
      '',
      `The link works once, for ${STAFF_LINK_HOURS} hours. If it has run out, ask ${by.name} for a new one.`,
      invite ? '' : 'Until you use it, your present password still works.',
    ]
      .join('\n')
      .trim(),
  }
}

const linkAddress = (secret: string) => `${getConfig().publicUrl}/set-password/${secret}`

/**
 * Invites someone to the team: their account (unable to sign in until they choose a password), a link
 * valid STAFF_LINK_HOURS and its mail, and the trail's entry, in one transaction. Answers the link, so
 * the admin can also pass it on by hand; 'taken' when the address is already on the team.
 */
export async function inviteMember(
  by: Actor,
  input: { email: string; name: string; role: StaffRole },
  now = new Date(),
) {
  return db()
    .transaction()
    .execute(async (trx) => {
      const member = await addInvitedStaff(trx, input, now.toISOString())
      if (!member) return 'taken' as const
      const { secret } = await createStaffLink(trx, {
        staffId: member.id,
        purpose: 'invite',
        createdBy: by.staff.id,
        now,
      })
      const link = linkAddress(secret)
      await queueMail(trx, [linkMail(member, by.staff, 'invite', link)])
      await recordAudit(
        {
          actor: by.staff,
          action: 'staff-invited',
          subject: memberName(member),
          detail: { role: input.role },
          address: by.address,
        },
        trx,
        now,
      )
      return { member, link }
    })
}

/**
 * A new link to set a password, mailed to the member: the invitation again while they have not joined,
 * else a reset (their password works until they use it). Earlier links stop working.
 */
export async function sendPasswordLink(by: Actor, memberId: number, now = new Date()) {
  return db()
    .transaction()
    .execute(async (trx) => {
      const member = await findStaffById(memberId, trx)
      if (!member) return undefined
      if (member.disabled_at) return 'disabled' as const
      const purpose = member.joined_at ? 'reset' : 'invite'
      const { secret } = await createStaffLink(trx, {
        staffId: member.id,
        purpose,
        createdBy: by.staff.id,
        now,
      })
      const link = linkAddress(secret)
      await queueMail(trx, [linkMail(member, by.staff, purpose, link)])
      await recordAudit(
        {
          actor: by.staff,
          action: purpose === 'invite' ? 'staff-invited-again' : 'password-link-sent',
          subject: memberName(member),
          address: by.address,
        },
        trx,
        now,
      )
      return { member, link, purpose }
    })
}

/**
 * Disables, re-enables or changes the role of another member (an admin's own account is changed by
 * another admin, so nobody locks themselves out by a slip). A disabled member's sessions end at once;
 * their leads stay theirs. The last active admin stays one.
 */
export async function changeMember(by: Actor, memberId: number, change: TeamChange) {
  if (memberId === by.staff.id) return 'self' as const
  const changed = await changeStaff(memberId, change)
  if (!changed || changed === 'last-admin') return changed
  const { before, after } = changed
  const action =
    'role' in change
      ? before.role === after.role
        ? null
        : 'role-changed'
      : before.disabled_at === after.disabled_at
        ? null
        : after.disabled_at
          ? 'staff-disabled'
          : 'staff-enabled'
  if (action)
    await recordAudit({
      actor: by.staff,
      action,
      subject: memberName(before),
      detail:
        action === 'role-changed' ? { from: roleLabel(before.role), to: roleLabel(after.role) } : undefined,
      address: by.address,
    })
  return changed
}

/**
 * A member's name, given by themselves (Your account) or by an admin (the team page): it signs their
 * mail from the next one on. On the trail with the old name and the new, when it changed.
 */
export async function renameMember(by: Actor, memberId: number, name: string) {
  return db()
    .transaction()
    .execute(async (trx) => {
      const renamed = await renameStaff(trx, memberId, name)
      if (renamed && renamed.before.name !== name)
        await recordAudit(
          {
            actor: by.staff,
            action: 'staff-renamed',
            subject: memberName(renamed.before),
            detail: { from: renamed.before.name, to: name },
            address: by.address,
          },
          trx,
        )
      return renamed
    })
}

/**
 * Sets a password through an invitation or reset link: on the trail as the member joining or setting
 * it, with the admin who made the link and the client address that used it (docs/product.md, "The
 * team"), so that a reset an admin started is never read as the member's own.
 */
export async function redeemPasswordLink(secret: string, password: string, address: string) {
  const done = await setPasswordByLink(secret, password)
  if (done)
    await recordAudit({
      actor: done.user,
      action: done.purpose === 'invite' ? 'staff-joined' : 'password-reset',
      subject: memberName(done.user),
      detail: {
        'link made by': done.madeBy ? memberName(done.madeBy) : 'nobody on the team now',
        'used from': address,
      },
      address,
    })
  return done
}
