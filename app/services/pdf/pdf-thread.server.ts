import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { isMainThread, parentPort, Worker } from 'node:worker_threads'
import type { ProposalView } from '~/lib/proposal'
import { logger } from '~/logger.server'
import { drawProposalPdf, type ProposalArtFiles } from './draw-proposal-pdf.server'

// The PDF thread (docs/architecture.md, "Documents"): drawing a fortnight's proposal with its pictures
// is a few hundred milliseconds of JavaScript, which on the event loop would hold every other request
// as long. The built server draws in one worker thread of its own, started on the first PDF and kept;
// it loads the same server build (server/app.ts exports `servePdfThread`) and only draws. Where there is
// no build to load (a source checkout's tests, `npm run dev`), or the thread cannot start, the drawing
// happens here, as before.

interface Request_ {
  id: number
  view: ProposalView
  art: ProposalArtFiles
}
type Answer = { id: number; bytes: Uint8Array } | { id: number; error: string }

/** A drawing that takes longer than this is given up (the thread is replaced); the caller may retry. */
const GIVE_UP_MS = 60_000

/** The server build's entry beside this module's chunk, if this module runs from a build. */
function buildEntry(): string | undefined {
  const here = fileURLToPath(import.meta.url)
  if (!here.endsWith('.js')) return undefined
  let directory = path.dirname(here)
  if (path.basename(directory) === 'assets') directory = path.dirname(directory)
  const entry = path.join(directory, 'index.js')
  return existsSync(entry) ? entry : undefined
}

/** Node's event for what a thread is sent (one name for both ends). */
const POSTED = 'message'

interface Waiting {
  settle: (answer: Answer) => void
  /** The thread is gone: draw it here instead */
  inPlace: () => void
}

let thread: { worker: Worker; waiting: Map<number, Waiting> } | null | undefined
let nextId = 1

function startThread() {
  const entry = buildEntry()
  if (!entry) return null
  const worker = new Worker(
    `import(${JSON.stringify(pathToFileURL(entry).href)}).then((build) => build.servePdfThread())`,
    { eval: true },
  )
  const waiting = new Map<number, Waiting>()
  const started = { worker, waiting }
  let served = false
  // A thread that stops is replaced on the next PDF; one that never drew anything (its build would not
  // load) is not tried again: this process draws in place from then on. Either way, what was waiting
  // for it is drawn here, never lost.
  const fail = () => {
    if (thread === started) thread = served ? undefined : null
    for (const entry of waiting.values()) entry.inPlace()
    waiting.clear()
  }
  worker.on(POSTED, (answer: Answer) => {
    served = true
    waiting.get(answer.id)?.settle(answer)
    waiting.delete(answer.id)
  })
  worker.on('error', (error) => {
    logger.error({ err: error }, 'pdf: the PDF thread failed; its PDFs are drawn in place')
    fail()
  })
  worker.on('exit', fail)
  // An idle thread does not keep the process alive at its end.
  worker.unref()
  return started
}

/** Draws a proposal's PDF in the PDF thread, or here where there is none. */
export function drawInPdfThread(view: ProposalView, art: ProposalArtFiles): Promise<Uint8Array> {
  if (thread === undefined) thread = startThread()
  const running = thread
  if (!running) return drawProposalPdf(view, art)
  const id = nextId++
  return new Promise<Uint8Array>((resolve, reject) => {
    const timer = setTimeout(() => {
      running.waiting.delete(id)
      if (thread === running) thread = undefined
      void running.worker.terminate()
      reject(new Error('The PDF took too long to draw'))
    }, GIVE_UP_MS)
    running.waiting.set(id, {
      settle: (answer) => {
        clearTimeout(timer)
        if ('bytes' in answer) resolve(answer.bytes)
        else reject(new Error(`The PDF could not be drawn: ${answer.error}`))
      },
      inPlace: () => {
        clearTimeout(timer)
        drawProposalPdf(view, art).then(resolve, reject)
      },
    })
    running.worker.postMessage({ id, view, art } satisfies Request_)
  })
}

/** In the PDF thread: draws each proposal it is sent, one after the other. */
export function servePdfThread() {
  if (isMainThread || !parentPort) throw new Error('servePdfThread runs only in the PDF thread')
  const port = parentPort
  port.on(POSTED, ({ id, view, art }: Request_) => {
    drawProposalPdf(view, art).then(
      (bytes) => port.postMessage({ id, bytes } satisfies Answer, [bytes.buffer as ArrayBuffer]),
      (error: unknown) => port.postMessage({ id, error: String(error) } satisfies Answer),
    )
  })
}
