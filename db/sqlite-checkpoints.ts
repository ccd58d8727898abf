import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'
import type SQLite from 'better-sqlite3'

// SQLite in WAL mode appends each commit to the -wal file, and copies the file's pages back into the
// database (a checkpoint) when a commit finds the log past `wal_autocheckpoint` pages: that commit then
// writes the pages and syncs the file to disk. A server has one connection and one event loop, so every
// request waited for it: under 50 clients a checkpoint came every third of a second and held the loop
// 20-50 ms (docs/decisions/039-checkpoints-off-the-loop.md). Here a worker thread with a connection of
// its own checkpoints every CHECKPOINT_EVERY_MS, without waiting for anyone (PASSIVE). Once it has
// copied everything, the next commit starts the log afresh. The server's own connection checkpoints only
// past BACKSTOP_PAGES, should the worker fall behind or stop.

const CHECKPOINT_EVERY_MS = 200
/** About 40 MB of log: ten times SQLite's default. */
export const BACKSTOP_PAGES = 10_000

// The worker's code, run as CommonJS in its thread: the driver is required by its resolved path, as
// the server's bundle has no file for a worker to load.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads')
const SQLite = require(workerData.driver)
const sqlite = new SQLite(workerData.file)
sqlite.pragma('synchronous = NORMAL')
// A failure that lasts (a full disk) is told once a minute, not five times a second.
let told = { message: '', at: 0 }
const timer = setInterval(() => {
  try {
    sqlite.pragma('wal_checkpoint(PASSIVE)')
  } catch (error) {
    const message = String((error && error.message) || error)
    if (message !== told.message || Date.now() - told.at > 60000) {
      told = { message, at: Date.now() }
      parentPort.postMessage(message)
    }
  }
}, workerData.everyMs)
parentPort.once('message', () => {
  clearInterval(timer)
  sqlite.close()
  parentPort.close()
})
`

export interface BackgroundCheckpoints {
  /** Ends the worker, its last checkpoint finished. */
  stop(): Promise<void>
}

/**
 * Moves the checkpoints of `sqlite` (a connection to `file`, in WAL mode) to a worker thread; the
 * connection itself checkpoints only past BACKSTOP_PAGES. `onError` hears a checkpoint that failed.
 */
export function checkpointInBackground(
  sqlite: SQLite.Database,
  file: string,
  onError: (message: string) => void = (message) => console.warn('SQLite checkpoint failed:', message),
): BackgroundCheckpoints {
  sqlite.pragma(`wal_autocheckpoint = ${BACKSTOP_PAGES}`)
  const worker = new Worker(WORKER, {
    eval: true,
    workerData: {
      driver: createRequire(import.meta.url).resolve('better-sqlite3'),
      file,
      everyMs: CHECKPOINT_EVERY_MS,
    },
  })
  // It never keeps the process alive; if it ends, the backstop does its work.
  worker.unref()
  worker.on('message', (message: string) => onError(message))
  worker.on('error', (error) => onError(error.message))
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()))
  return {
    stop() {
      worker.postMessage('stop')
      return exited
    },
  }
}
