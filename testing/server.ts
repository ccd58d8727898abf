import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

// Runs the production build (`node server.js`) as a real process, as `npm start` would. Shared by the
// integration tests and the benchmark (scripts/bench.ts).

export interface RunningServer {
  url: string
  /** The server's process (the bench reads its memory) */
  pid: number
  dataDir: string
  output: () => string
  stop(): Promise<void>
  /** Kills the process at once (SIGKILL), as a crash or a power cut would; the data folder stays. */
  crash(): Promise<void>
  /** Asks the process to stop (SIGTERM), as a deployment would; answers its exit code and how long it took. */
  terminate(): Promise<{ code: number | null; ms: number }>
}

export const ADMIN = { email: 'staff@example.com', password: 'correct horse battery' }
export const SESSION_SECRET = 'integration-test-secret-0123456789abcdef'

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

export async function startServer(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const port = await freePort()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tembo-data-'))
  const child: ChildProcess = spawn(process.execPath, ['server.js'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      UPLOAD_DIR: path.join(dataDir, 'uploads'),
      MAIL_OUTBOX_DIR: path.join(dataDir, 'outbox'),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SESSION_SECRET,
      CORS_ORIGINS: 'https://admin.example.com',
      // The suites send far more than a traveller would; the limit itself has its own test.
      RATE_LIMIT_PER_10_MIN: '100000',
      ACKNOWLEDGEMENTS_PER_DAY: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`)
    try {
      if ((await fetch(`${url}/healthz`)).ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`server did not become healthy:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill(signal)
    await exited
  }
  return {
    url,
    pid: child.pid!,
    dataDir,
    output: () => output,
    stop: async () => {
      await end('SIGTERM')
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
    crash: () => end('SIGKILL'),
    terminate: async () => {
      const started = Date.now()
      await end('SIGTERM')
      return { code: child.exitCode, ms: Date.now() - started }
    },
  }
}
