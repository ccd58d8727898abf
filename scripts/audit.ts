// npm run audit [-- /path /other-path]
// Lighthouse (mobile, simulated slow 4G and a mid-range phone's CPU) on the production build, printing the
// four category scores and the bytes each page ships. Runs its own server on a throw-away database.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium'

const DEFAULT_PAGES = [
  '/',
  '/tour/kenya-uganda',
  '/packages',
  '/places/tanzania',
  '/about',
  '/blogs',
  `/article/${encodeURIComponent('Meeting the Mountain Gorillas of Bwindi')}`,
  '/book',
]
const pages = process.argv.slice(2).length ? process.argv.slice(2) : DEFAULT_PAGES
const port = Number(process.env.AUDIT_PORT ?? 3470)
const origin = `http://127.0.0.1:${port}`

async function startServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tembo-audit-'))
  const child = spawn(process.execPath, ['server.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: `file:${dataDir}/tembo.db`,
      UPLOAD_DIR: `${dataDir}/uploads`,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return { child, dataDir }
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error('the server did not start')
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1)

/** A built script's gzip size: its copy from the build, or the file compressed here if it has none. */
function gzipSize(pathname: string): number {
  const file = path.join(import.meta.dirname, '../build/client', pathname)
  if (fs.existsSync(`${file}.gz`)) return fs.statSync(`${file}.gz`).size
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length
}

const { child, dataDir } = await startServer()
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
})
const rows: string[][] = []
try {
  for (const page of pages) {
    const result = await lighthouse(`${origin}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    })
    if (!result) throw new Error(`no result for ${page}`)
    const { categories, audits } = result.lhr
    // A page Lighthouse could not measure scores 0: say why rather than leave a bare 0 in the table.
    if (result.lhr.runtimeError) console.log(`  ${page}: ${result.lhr.runtimeError.message}`)
    for (const id of ['largest-contentful-paint', 'first-contentful-paint'])
      if (audits[id]?.errorMessage) console.log(`  ${page}: ${id}: ${audits[id].errorMessage}`)
    const requests =
      (
        audits['network-requests']?.details as {
          items?: { url: string; resourceType?: string; transferSize?: number }[]
        }
      )?.items ?? []
    const scripts = requests.filter((item) => item.resourceType === 'Script')
    // On the wire: what Chromium received (Brotli, headers included). The budget is stated in gzip, so
    // the scripts' gzip copies, as a browser without Brotli would get them, are summed as well.
    const scriptBytes = scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0)
    const gzipBytes = scripts.reduce((sum, item) => sum + gzipSize(new URL(item.url).pathname), 0)
    const score = (id: string) => String(Math.round((categories[id]?.score ?? 0) * 100))
    rows.push([
      page.length > 40 ? `${page.slice(0, 37)}...` : page,
      score('performance'),
      score('accessibility'),
      score('best-practices'),
      score('seo'),
      kb(scriptBytes),
      kb(gzipBytes),
      kb(Number(audits['total-byte-weight']?.numericValue ?? 0)),
      `${Math.round(Number(audits['largest-contentful-paint']?.numericValue ?? 0))}`,
    ])
    for (const [id, audit] of Object.entries(audits)) {
      if (audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === 'binary')
        console.log(`  ${page}: ${id}: ${audit.title}`)
    }
  }
} finally {
  chrome.kill()
  child.kill('SIGTERM')
  fs.rmSync(dataDir, { recursive: true, force: true })
}

const header = [
  'page',
  'perf',
  'a11y',
  'best-pr',
  'seo',
  'JS KB (wire)',
  'JS KB (gzip)',
  'total KB',
  'LCP ms',
]
const widths = header.map((title, column) =>
  Math.max(title.length, ...rows.map((row) => row[column]!.length)),
)
const line = (cells: string[]) =>
  cells
    .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
    .join('  ')
console.log(`\nLighthouse ${'13.5'} mobile, ${new Date().toISOString().slice(0, 10)}\n`)
console.log(line(header))
for (const row of rows) console.log(line(row))
