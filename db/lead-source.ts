// Where a lead came from, as stored in leads.source (migration 0012) and counted by the dashboard's
// conversion: its campaign's source (utm_source), else the referring site's host, else "direct". Kept
// with the database because the migration that fills the column for older leads uses it too.

export function leadSource(utm: string | null, referrer: string | null): string {
  try {
    const source = utm ? (JSON.parse(utm) as Record<string, unknown>).utm_source : undefined
    if (typeof source === 'string' && source) return source.slice(0, 100)
  } catch {
    // an unreadable campaign counts as none
  }
  if (referrer) {
    try {
      return new URL(referrer).host
    } catch {
      return referrer.slice(0, 100)
    }
  }
  return 'direct'
}
