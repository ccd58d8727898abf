import { z } from 'zod'
import { STAFF_ROLES, type StaffRole } from '~/lib/staff-roles'
import { emailField, optionalText, requiredText } from './fields'

// What an admin sends from the staff page (docs/product.md, "The team"): one change per form, named by
// `intent`.

const roles = STAFF_ROLES.map((role) => role.value) as [StaffRole, ...StaffRole[]]

/**
 * A member's name shows in signatures and as the From name of the mail they send: one line, without
 * what would break or forge an address there (< > @ and quotation marks). Checked, not silently
 * changed, so the admin sees what will be used. The typographic apostrophe (’) is welcome. The same
 * rule holds wherever a name is given: an invitation, a rename, one's own, the command line.
 */
const nameOf = (missing: string) =>
  z
    .string({ error: missing })
    .refine((value) => !/[\r\n\t\v\f\u0085\u2028\u2029]/.test(value), 'One line only: no line breaks')
    .pipe(requiredText(missing, 100))
    .pipe(z.string().min(2, 'At least two characters'))
    .refine(
      (value) => !/[<>@"'`]/.test(value),
      'A name cannot hold < > @ or quotation marks (use ’ for an apostrophe)',
    )

export const staffNameField = nameOf('Give their name')

/** A member's own name, from Your account (docs/product.md, "The team"). */
export const OwnNameSchema = z.object({
  name: nameOf('Give your name'),
  // A driver-guide's phone is on the traveller's documents (docs/product.md, "Final documents").
  phone: optionalText({ max: 40 })
    .refine(
      (value) => value === undefined || /^\+?[\d\s().\-/]{6,}$/.test(value),
      'Use digits, spaces and + ( ) - only',
    )
    .transform((value) => value ?? ''),
})
const memberId = z.coerce.number({ error: 'Choose a member' }).int().positive()

export const TeamChangeSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('invite'),
    email: emailField,
    name: staffNameField,
    role: z.enum(roles, { error: 'Choose a role' }),
  }),
  z.object({ intent: z.literal('disable'), id: memberId }),
  z.object({ intent: z.literal('enable'), id: memberId }),
  z.object({ intent: z.literal('link'), id: memberId }),
  z.object({ intent: z.literal('role'), id: memberId, role: z.enum(roles, { error: 'Choose a role' }) }),
  z.object({ intent: z.literal('rename'), id: memberId, name: staffNameField }),
  z.object({ intent: z.literal('two-step-reset'), id: memberId }),
  z.object({
    intent: z.literal('two-step-required'),
    required: z.enum(['off', 'admins', 'everyone'], { error: 'Choose who must use two-step sign-in' }),
  }),
])

/** The team setting's choices, as the staff page offers them (docs/product.md, "The team"). */
export const TWO_STEP_CHOICES = [
  { value: 'off', label: 'Off: each member chooses' },
  { value: 'admins', label: 'For admins' },
  { value: 'everyone', label: 'For everyone' },
] as const
