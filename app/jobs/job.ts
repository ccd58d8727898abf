import { logger } from '~/logger.server'

// A background job: a loop every instance runs beside serving pages, started after the migrations and
// stopped on shutdown (app/jobs/index.server.ts, docs/architecture.md "Background jobs").

export interface Job {
  /** Its name in the logs. */
  name: string
  start(): void | Promise<void>
  /** Ends the loop; resolves once none of its work runs (finished, or given back for later). */
  stop(): Promise<void>
}

/**
 * A job that runs `look` every `intervalMs`, one look at a time: a look still running when the next is
 * due is let finish instead; a look that fails is logged with `failed` and tried again at the next.
 */
export function everyInterval(
  name: string,
  look: () => Promise<unknown>,
  intervalMs: () => number,
  failed: string,
): Job {
  let timer: NodeJS.Timeout | undefined
  let running: Promise<unknown> | undefined
  return {
    name,
    start() {
      if (timer) return
      timer = setInterval(() => {
        if (running) return
        running = look()
          .catch((error: unknown) => logger.warn({ err: error }, failed))
          .finally(() => (running = undefined))
      }, intervalMs())
      timer.unref()
    },
    async stop() {
      clearInterval(timer)
      timer = undefined
      await running
    },
  }
}
