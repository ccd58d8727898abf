// What a member of staff may do (docs/product.md, "The team"): admins manage the team, templates,
// settings, deletions, exports, erasure and read the audit trail; agents work leads and articles;
// driver-guides read their own departures' briefings and nothing else (docs/product.md, "Departures").
// Shared by the pages that show roles and the server that enforces them.

export const STAFF_ROLES = [
  { value: 'admin', label: 'Admin', does: 'manages staff, templates, settings, exports and deletions' },
  { value: 'agent', label: 'Agent', does: 'works leads and articles' },
  { value: 'guide', label: 'Driver-guide', does: 'reads only their own departures, never prices' },
] as const

export type StaffRole = (typeof STAFF_ROLES)[number]['value']

export const isStaffRole = (value: unknown): value is StaffRole =>
  STAFF_ROLES.some((role) => role.value === value)

export const roleLabel = (role: StaffRole) => STAFF_ROLES.find((item) => item.value === role)!.label

/** How long an invitation or a password link works. */
export const STAFF_LINK_HOURS = 72
