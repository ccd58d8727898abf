import type { ClockState } from '~/lib/lead-clock'

const styles: Record<ClockState, string> = {
  'on-time': 'bg-savanna-50 text-forest-900 border border-forest-700/30',
  'due-soon': 'bg-savanna-100 text-savanna-800 border border-savanna-700',
  overdue: 'bg-red-700 text-white',
}

/** How long a lead has waited for a reply, coloured by the reply target; the words say it too. */
export function ClockBadge({ clock }: { clock: { state: ClockState; text: string } }) {
  return <span className={`rounded-full px-2 py-0.5 font-semibold ${styles[clock.state]}`}>{clock.text}</span>
}
