import { keptFormat } from './intl-formats'

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

/** The wall clock in `timeZone` at `instant`: its year, month, day, hour, minute and second. */
function wallClock(instant: Date, timeZone: string): Record<string, string> {
  return Object.fromEntries(
    keptFormat(
      `wall clock ${timeZone}`,
      () =>
        new Intl.DateTimeFormat('en-CA', {
          timeZone,
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
          hour: '2-digit',
          minute: '2-digit',
          second: '2-digit',
          hourCycle: 'h23',
        }),
    )
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  )
}

/** The date and hour at `now` in the operator's time zone. */
export function operatorTime(now: Date, timeZone: string): { day: string; hour: number } {
  const parts = wallClock(now, timeZone)
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) }
}

const DAY = 86_400_000

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const parts = wallClock(new Date(instant), timeZone)
  const [year, month, day, hour, minute, second] = ['year', 'month', 'day', 'hour', 'minute', 'second'].map(
    (unit) => Number(parts[unit]),
  ) as [number, number, number, number, number, number]
  return Date.UTC(year, month - 1, day, hour, minute, second) - Math.floor(instant / 1000) * 1000
}

/** The instant the day `day` (YYYY-MM-DD) begins in `timeZone`. */
export function startOfDay(day: string, timeZone: string): Date {
  const midnight = Date.parse(`${day}T00:00:00Z`)
  let instant = midnight - offsetAt(midnight, timeZone)
  // Across a change of offset (summer time), the offset at the first guess can be the other one.
  instant = midnight - offsetAt(instant, timeZone)
  return new Date(instant)
}

/**
 * The last `weeks` weeks up to `now`, Monday to Monday in `timeZone`, oldest first: each week's Monday
 * and the instants it begins and ends.
 */
export function lastWeeks(now: Date, timeZone: string, weeks: number) {
  const today = Date.parse(`${operatorTime(now, timeZone).day}T00:00:00Z`)
  const monday = today - ((new Date(today).getUTCDay() + 6) % 7) * DAY
  return Array.from({ length: weeks }, (_, index) => {
    const first = new Date(monday - (weeks - 1 - index) * 7 * DAY).toISOString().slice(0, 10)
    const next = new Date(monday - (weeks - 2 - index) * 7 * DAY).toISOString().slice(0, 10)
    return { week: first, from: startOfDay(first, timeZone), to: startOfDay(next, timeZone) }
  })
}

/** The month after `month` (YYYY-MM). */
const nextMonth = (month: string) => {
  const [year, number] = month.split('-').map(Number) as [number, number]
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`
}

/**
 * The operator's calendar month (YYYY-MM) of an instant, for many instants from `since` to `until`: the
 * instants the window's months begin are found once, so a year's thousands of rows are not each read
 * through Intl (which cost a year's dashboard some 50 ms). An instant outside the window is asked of the
 * wall clock itself.
 */
export function monthOf(since: Date, until: Date, timeZone: string): (instant: number) => string {
  const last = operatorTime(until, timeZone).day.slice(0, 7)
  const starts: { month: string; at: number }[] = []
  for (let month = operatorTime(since, timeZone).day.slice(0, 7); ; month = nextMonth(month)) {
    starts.push({ month, at: startOfDay(`${month}-01`, timeZone).getTime() })
    if (month >= last) break
  }
  return (instant) => {
    if (instant < starts[0]!.at || instant > until.getTime())
      return operatorTime(new Date(instant), timeZone).day.slice(0, 7)
    let index = starts.length - 1
    while (starts[index]!.at > instant) index--
    return starts[index]!.month
  }
}
