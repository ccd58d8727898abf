import { getConfig } from '~/config.server'
import { writeHealthProbe } from '~/models/health-probe.server'
import { isDatabaseUnavailable } from '~/models/db.server'
import { instanceId } from './instance.server'
import { logger } from '~/logger.server'

// Readiness means "this instance can accept an inquiry now", which needs a database that takes writes:
// a reachable database on a full disk answers reads and refuses every inquiry. So the check is a real
// write, made at most once per interval however often a load balancer asks, and again at once after
// an inquiry could not be stored.

const intervalMs = () => getConfig().healthProbeIntervalMs

export interface Readiness {
  ok: boolean
  /** What is wrong, in words an operator can act on; absent when ok. */
  problem?: string
  checkedAt: string
}

let last: (Readiness & { at: number }) | undefined
let probing: Promise<Readiness> | undefined

async function probe(): Promise<Readiness> {
  const at = Date.now()
  try {
    await writeHealthProbe(instanceId)
    last = { ok: true, checkedAt: new Date(at).toISOString(), at }
  } catch (error) {
    const problem = isDatabaseUnavailable(error)
      ? 'the database cannot be reached or cannot write (full disk, restarting, read-only)'
      : 'the database refused a test write'
    logger.error({ err: error }, `health check: ${problem}`)
    last = { ok: false, problem, checkedAt: new Date(at).toISOString(), at }
  }
  return last
}

/**
 * Whether an inquiry could be stored now, from a write at most one interval old. A database that does
 * not answer within HEALTH_TIMEOUT_MS is reported at once as unavailable (a frozen network would hold
 * the answer as long as it lasts); the probe goes on, and the next check shares it.
 */
export async function checkReadiness(): Promise<Readiness> {
  if (last && Date.now() - last.at < intervalMs()) return last
  // Requests arriving during a probe share it.
  probing ??= probe().finally(() => (probing = undefined))
  let timer: NodeJS.Timeout | undefined
  const ms = getConfig().healthTimeoutMs
  const late = new Promise<Readiness>((resolve) => {
    timer = setTimeout(
      () =>
        resolve({
          ok: false,
          problem: `the database did not answer within ${ms} ms`,
          checkedAt: new Date().toISOString(),
        }),
      ms,
    )
  })
  return Promise.race([probing, late]).finally(() => clearTimeout(timer))
}

/** A write just failed for real: the next check probes again instead of trusting the last one. */
export function forgetReadiness(): void {
  last = undefined
}
