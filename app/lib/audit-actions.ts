// The actions on the audit trail (docs/product.md, "The team"), named once for the page that reads it
// and the filter that picks them.

export const AUDIT_ACTIONS = {
  'sign-in': 'Signed in',
  'sign-in-failed': 'Sign-in refused',
  'password-changed': 'Changed their password',
  'staff-added': 'Account added',
  'staff-invited': 'Invited to the team',
  'staff-invited-again': 'Invitation sent again',
  'staff-joined': 'Joined the team',
  'password-link-sent': 'Password link sent',
  'password-reset': "Set a password through an admin's link",
  'two-step-enrolled': 'Set up two-step sign-in',
  'two-step-removed': 'Turned off two-step sign-in',
  'two-step-recovery-used': 'Signed in with a recovery code',
  'two-step-reset': "Reset a member's two-step sign-in",
  'two-step-setting': 'Changed who must use two-step sign-in',
  'staff-disabled': 'Disabled',
  'staff-enabled': 'Re-enabled',
  'role-changed': 'Role changed',
  export: 'Exported',
  'privacy-export': "Downloaded a traveller's data",
  erasure: 'Erased a traveller',
  'retention-erasure': 'Erased by the retention rule',
  'template-deleted': 'Reply template removed',
  'article-deleted': 'Article deleted',
  'package-added': 'Package added',
  'package-saved': 'Package saved',
  'package-status': 'Package published, unpublished or retired',
  'package-removed': 'Package removed',
  'country-saved': 'Country page saved',
  'rates-saved': 'Currency rates changed',
  'booking-terms-saved': 'Booking terms changed',
  'rate-season-added': 'Rate season added',
  'rate-season-copied': 'Rate season copied into the next year',
  'rate-season-archived': 'Rate season archived',
  'supplier-added': 'Supplier added',
  'supplier-rate-added': 'Supplier rate added',
  'supplier-rates-imported': "Supplier's rate sheet imported",
  'supplier-rate-archived': 'Supplier rate archived',
  'payment-recorded': 'Payment recorded',
  'payment-reversed': 'Payment reversed',
  'booking-cancelled': 'Booking cancelled',
  'trust-saved': 'Licence and memberships saved',
  'team-member-added': 'Team member added',
  'team-member-removed': 'Team member removed',
  'review-added': 'Review added',
  'review-removed': 'Review removed',
  'review-approved': "Traveller's review approved",
  'review-hidden': "Traveller's review hidden",
  'mail-resent': 'Mail sent again',
  'mail-readdressed': 'Mail sent to another address',
  'mail-attached': 'Sorted mail attached to a lead (a new address)',
  'mail-new-lead': 'Sorted mail opened a new lead',
  'mail-spam': 'Sorted mail marked as spam',
} as const satisfies Record<string, string>

export type AuditAction = keyof typeof AUDIT_ACTIONS

export const isAuditAction = (value: unknown): value is AuditAction =>
  typeof value === 'string' && Object.hasOwn(AUDIT_ACTIONS, value)

export const auditActionLabel = (action: string) => (isAuditAction(action) ? AUDIT_ACTIONS[action] : action)
