import { getConfig } from '~/config.server'
import { beat, leave } from '~/services/instance.server'
import type { Job } from './job'

// Says every INSTANCE_HEARTBEAT_MS that this instance is alive (app/services/instance.server.ts). It
// starts first and stops last: while it beats, no other instance takes over a mail this one may still
// record as sent (docs/decisions/028-mail-takeover.md).

let timer: NodeJS.Timeout | undefined
let beating: Promise<void> | undefined

function schedule() {
  timer = setTimeout(() => {
    beating = beat().finally(() => timer && schedule())
  }, getConfig().instanceHeartbeatMs)
  timer.unref()
}

export const heartbeat: Job = {
  name: 'heartbeat',
  async start() {
    await beat()
    schedule()
  },
  async stop() {
    clearTimeout(timer)
    timer = undefined
    await beating
    await leave()
  },
}
