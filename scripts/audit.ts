// npm run audit [-- /path /other-path]
// Lighthouse (mobile, simulated slow 4G and a mid-range phone's CPU) on the production build, printing the
// four category scores and the bytes each page ships. Runs its own server on a throw-away database.
// `/proposal` stands for a traveller's proposal page, made and sent on that server first.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { localeOfPath, LOCALE_NAMES_IN_ENGLISH, type Locale } from '../app/lib/locales'
import { ADMIN, freePort } from '../testing/server'
import { sendProposalToAudit } from './audit-proposal'
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
// A free port unless one is named: never another server that happens to answer on a fixed one.
const port = Number(process.env.AUDIT_PORT ?? (await freePort()))
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
      MAIL_OUTBOX_DIR: `${dataDir}/outbox`,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  for (let i = 0; i < 600; i++) {
    // Its own server, not another one answering on the port (it would have exited: port in use).
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`)
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

/** Why Lighthouse could not measure the page (its trace went wrong), or null when it could. */
function measureFailure(lhr: NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']): string | null {
  if (lhr.runtimeError) return lhr.runtimeError.message
  const paint = lhr.audits['largest-contentful-paint']
  return paint?.errorMessage ?? null
}

/**
 * One page's report. Lighthouse's trace now and then misses the navigation's start (NO_NAVSTART) and
 * scores the page 0, asking to be run again: it is, up to twice, and the reason is printed.
 */
async function measure(page: string) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(`${origin}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    })
    if (!result) throw new Error(`no result for ${page}`)
    const failure = measureFailure(result.lhr)
    if (!failure || attempt === 3) return result
    console.log(`  ${page}: not measured (${failure}), running it again`)
  }
}

const { child, dataDir } = await startServer()
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
})
const rows: string[][] = []
/** The largest gzip JavaScript of a page in each language, against the budget. */
const heaviest = new Map<Locale, { page: string; bytes: number }>()
/** Every page's JavaScript fits this, in every language (docs/product.md, "Speed"). */
const BUDGET_KB = 125
try {
  for (const asked of pages) {
    const page =
      asked === '/proposal'
        ? await sendProposalToAudit(origin, `${dataDir}/outbox`, `file:${dataDir}/tembo.db`)
        : asked
    const result = await measure(page)
    const { categories, audits } = result.lhr
    // AUDIT_REPORTS=dir keeps each page's whole report, to read what a score is made of.
    if (process.env.AUDIT_REPORTS) {
      fs.mkdirSync(process.env.AUDIT_REPORTS, { recursive: true })
      const name = asked.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'
      fs.writeFileSync(path.join(process.env.AUDIT_REPORTS, `${name}.json`), JSON.stringify(result.lhr))
    }
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
    const language = localeOfPath(asked.startsWith('/') ? asked : '/')
    if ((heaviest.get(language)?.bytes ?? -1) < gzipBytes)
      heaviest.set(language, { page: asked, bytes: gzipBytes })
    const score = (id: string) => String(Math.round((categories[id]?.score ?? 0) * 100))
    rows.push([
      asked.length > 40 ? `${asked.slice(0, 37)}...` : asked,
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
console.log(`\nJavaScript per page, gzip, by language (budget ${BUDGET_KB} KB):`)
for (const [language, { page, bytes }] of heaviest) {
  const verdict = bytes / 1024 <= BUDGET_KB ? 'within' : 'OVER'
  console.log(
    `  ${LOCALE_NAMES_IN_ENGLISH[language]}: at most ${kb(bytes)} KB (${page}), ${verdict} the budget`,
  )
}
