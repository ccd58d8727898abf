import { CompiledQuery, type Kysely, type Transaction } from 'kysely'
import type { Database } from '@db/schema'

// SQLite's group commit (docs/decisions/031-group-commit.md). Each commit writes every page it changed to
// the write-ahead log, and an inquiry changes some thirty (its row, its lead, its event, its two mails and
// every index of them), most of them the same pages as the inquiry before it. Writes that arrive together
// are run one after the other in one transaction, each inside a savepoint of its own, and committed once:
// every caller still hears of its write only after the COMMIT, and a write that fails is undone alone.

export type Work<T> = (trx: Transaction<Database>) => Promise<T>

interface Waiting {
  work: Work<unknown>
  signal: AbortSignal | undefined
  resolve: (value: unknown) => void
  reject: (error: unknown) => void
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown }

/** How many writes one commit takes at most: a batch holds the process for its whole length. */
const MOST_PER_COMMIT = 32

const SAVEPOINT = CompiledQuery.raw('savepoint one_write')
const RELEASE = CompiledQuery.raw('release savepoint one_write')
const UNDO = CompiledQuery.raw('rollback to savepoint one_write')

/** Thrown inside a batch's transaction to roll it all back when a caller stopped waiting meanwhile. */
class SomeoneLeft extends Error {}

export function createGroupCommit(db: () => Kysely<Database>) {
  const queue: Waiting[] = []
  let scheduled = false

  async function commitBatch(batch: Waiting[]): Promise<void> {
    let waiting = batch
    for (;;) {
      // A caller that has gone will send again: what it sent is not written at all.
      waiting = waiting.filter((item) => {
        if (item.signal?.aborted) item.reject(item.signal.reason)
        return !item.signal?.aborted
      })
      if (!waiting.length) return
      const outcomes: Outcome[] = []
      try {
        await db()
          .transaction()
          .execute(async (trx) => {
            for (const item of waiting) outcomes.push(await runAlone(trx, item.work))
            if (waiting.some((item) => item.signal?.aborted)) throw new SomeoneLeft()
          })
      } catch (error) {
        if (error instanceof SomeoneLeft) continue
        // The COMMIT failed (a full disk, say): nothing of the batch was written.
        for (const item of waiting) item.reject(error)
        return
      }
      waiting.forEach((item, index) => {
        const outcome = outcomes[index]!
        if (outcome.ok) item.resolve(outcome.value)
        else item.reject(outcome.error)
      })
      return
    }
  }

  async function drain(): Promise<void> {
    try {
      while (queue.length) await commitBatch(queue.splice(0, MOST_PER_COMMIT))
    } finally {
      scheduled = false
      if (queue.length) schedule()
    }
  }

  function schedule() {
    scheduled = true
    // After the requests that arrived with this one have queued theirs.
    setImmediate(() => void drain())
  }

  /**
   * `work` in a transaction shared with the writes that arrive in the same turn of the event loop,
   * committed only while `signal`'s client still waits. Answers when the COMMIT is done.
   */
  return function commitTogether<T>(signal: AbortSignal | undefined, work: Work<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason)
      queue.push({ work, signal, resolve: resolve as (value: unknown) => void, reject })
      if (!scheduled) schedule()
    })
  }
}

/** One write inside its savepoint: undone alone when it fails, so the others of its batch stand. */
async function runAlone(trx: Transaction<Database>, work: Work<unknown>): Promise<Outcome> {
  await trx.executeQuery(SAVEPOINT)
  try {
    const value = await work(trx)
    await trx.executeQuery(RELEASE)
    return { ok: true, value }
  } catch (error) {
    await trx.executeQuery(UNDO)
    await trx.executeQuery(RELEASE)
    return { ok: false, error }
  }
}
