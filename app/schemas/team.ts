import { z } from 'zod'
import { STAFF_ROLES, type StaffRole } from '~/lib/staff-roles'
import { emailField, requiredText } from './fields'

// What an admin sends from the staff page (docs/product.md, "The team"): one change per form, named by
// `intent`.

const roles = STAFF_ROLES.map((role) => role.value) as [StaffRole, ...StaffRole[]]
const memberId = z.coerce.number({ error: 'Choose a member' }).int().positive()

export const TeamChangeSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('invite'),
    email: emailField,
    name: requiredText('Give their name', 100).min(2, 'At least two characters'),
    role: z.enum(roles, { error: 'Choose a role' }),
  }),
  z.object({ intent: z.literal('disable'), id: memberId }),
  z.object({ intent: z.literal('enable'), id: memberId }),
  z.object({ intent: z.literal('link'), id: memberId }),
  z.object({ intent: z.literal('role'), id: memberId, role: z.enum(roles, { error: 'Choose a role' }) }),
])
