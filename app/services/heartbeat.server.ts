import { getConfig } from '~/config.server'
import { logger } from '~/logger.server'
import { forgetInstance, recordBeat } from '~/models/instances.server'
import { instanceId } from './instance.server'

// This instance says it is alive every INSTANCE_HEARTBEAT_MS (docs/decisions/028-mail-takeover.md).
// Another instance's silence means something only when this one could reach the database all along:
// after an outage, every instance is silent until it has reconnected. So a takeover needs both: the
// other silent for three beats, and this one beating without a miss for those three beats.

const MISSED_BEATS = 3

let timer: NodeJS.Timeout | undefined
let beating: Promise<void> | undefined
/** Since when every beat of this instance has been recorded; null after one failed. */
let steadySince: number | null = null

const heartbeatMs = () => getConfig().instanceHeartbeatMs

async function beat() {
  const now = new Date()
  try {
    await recordBeat(instanceId, now)
    steadySince ??= now.getTime()
  } catch (error) {
    if (steadySince !== null)
      logger.warn({ reason: (error as Error).message }, 'heartbeat not recorded: no mail is taken over')
    steadySince = null
  }
}

function schedule() {
  timer = setTimeout(() => {
    beating = beat().finally(() => timer && schedule())
  }, heartbeatMs())
  timer.unref()
}

export async function startHeartbeat(): Promise<void> {
  await beat()
  schedule()
}

/**
 * The moment before which another instance's last beat means it has stopped, or null while this
 * instance cannot tell (it has not been beating steadily for long enough).
 */
export function lapsedBefore(now = Date.now()): string | null {
  const silence = MISSED_BEATS * heartbeatMs()
  if (steadySince === null || now - steadySince < silence) return null
  return new Date(now - silence).toISOString()
}

/** Stops beating and, once this instance's work has stopped, says so: what it held may be taken at once. */
export async function stopHeartbeat(): Promise<void> {
  clearTimeout(timer)
  timer = undefined
  await beating
  steadySince = null
  await forgetInstance(instanceId).catch(() => undefined)
}
