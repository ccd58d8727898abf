// How long a lead has waited for a reply from staff, against the reply target (REPLY_TARGET_HOURS, wall
// clock): on time, due soon (three quarters of the target gone) or overdue.

export type ClockState = 'on-time' | 'due-soon' | 'overdue'

/** "45 min", "3 h 20 min", "2 days 4 h". */
export function durationText(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000))
  if (minutes < 60) return `${minutes} min`
  const hours = Math.floor(minutes / 60)
  if (hours < 48) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`
  const days = Math.floor(hours / 24)
  return hours % 24 ? `${days} days ${hours % 24} h` : `${days} days`
}

/** The clock of a lead waiting since `since` (null: not waiting), as of `now`. */
export function replyClock(since: string | null, now: string, targetHours: number) {
  if (!since) return null
  const waited = Date.parse(now) - Date.parse(since)
  const target = targetHours * 3_600_000
  const state: ClockState = waited >= target ? 'overdue' : waited >= target * 0.75 ? 'due-soon' : 'on-time'
  const words = { 'on-time': 'On time', 'due-soon': 'Due soon', overdue: 'Overdue' }
  return { state, text: `${words[state]}: waiting ${durationText(waited)}` }
}
