import crypto from 'node:crypto'
import os from 'node:os'
import { getConfig } from '~/config.server'
import { logger } from '~/logger.server'
import { forgetInstance, recordBeat } from '~/models/instances.server'

/** This process among the instances sharing a database: host, process id and a random tail. */
export const instanceId = `${os.hostname()}-${process.pid}-${crypto.randomBytes(3).toString('hex')}`

// This instance says it is alive every INSTANCE_HEARTBEAT_MS (the heartbeat job beats, app/jobs/
// heartbeat.server.ts; docs/decisions/028-mail-takeover.md). Another instance's silence means something
// only when this one could reach the database all along: after an outage, every instance is silent until
// it has reconnected. So a takeover needs both: the other silent for three beats, and this one beating
// without a miss for those three beats.

const MISSED_BEATS = 3

/** Since when every beat of this instance has been recorded; null after one failed, or before the first. */
let steadySince: number | null = null

/** Records that this instance is alive. */
export async function beat(now = new Date()): Promise<void> {
  try {
    await recordBeat(instanceId, now)
    steadySince ??= now.getTime()
  } catch (error) {
    if (steadySince !== null)
      logger.warn({ reason: (error as Error).message }, 'heartbeat not recorded: no mail is taken over')
    steadySince = null
  }
}

/** This instance has stopped its work: what it held may be taken over at once. */
export async function leave(): Promise<void> {
  steadySince = null
  await forgetInstance(instanceId).catch(() => undefined)
}

/**
 * The moment before which another instance's last beat means it has stopped, or null while this
 * instance cannot tell (it has not been beating steadily for long enough).
 */
export function lapsedBefore(now = Date.now()): string | null {
  const silence = MISSED_BEATS * getConfig().instanceHeartbeatMs
  if (steadySince === null || now - steadySince < silence) return null
  return new Date(now - silence).toISOString()
}
