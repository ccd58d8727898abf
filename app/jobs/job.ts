// A background job: a loop every instance runs beside serving pages, started after the migrations and
// stopped on shutdown (app/jobs/index.server.ts, docs/architecture.md "Background jobs").

export interface Job {
  /** Its name in the logs. */
  name: string
  start(): void | Promise<void>
  /** Ends the loop; resolves once none of its work runs (finished, or given back for later). */
  stop(): Promise<void>
}
