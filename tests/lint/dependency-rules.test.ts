import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import { expect, test } from 'vitest'

// `npm run lint` enforces the direction of imports with .dependency-cruiser.cjs. Here its rules run over
// tests/lint/fixtures, where each file breaks one rule on purpose: every rule must catch its breach,
// and nothing else may be reported.

const root = path.resolve(import.meta.dirname, '../..')
const fixtures = 'tests/lint/fixtures'

interface Violation {
  from: string
  to: string
  rule: { name: string }
}

async function violations(): Promise<Violation[]> {
  const run = promisify(execFile)
  const bin = path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs')
  const args = [bin, fixtures, '--config', '.dependency-cruiser.cjs', '--output-type', 'json']
  // The command exits with the number of errors; its report is on stdout either way.
  const output = await run(process.execPath, args, { cwd: root, maxBuffer: 16 * 1024 * 1024 }).catch(
    (error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }),
  )
  return (JSON.parse(output.stdout) as { summary: { violations: Violation[] } }).summary.violations
}

test('each rule of the import direction catches its breach, and only that', { timeout: 60_000 }, async () => {
  const found = (await violations()).map(
    (violation) =>
      `${violation.rule.name}: ${violation.from.replace(`${fixtures}/`, '')} → ${violation.to.replace(`${fixtures}/`, '')}`,
  )
  expect(found.sort()).toEqual(
    [
      'no-cycles: app/models/cycle-a.ts → app/models/cycle-b.ts',
      'models-stay-below: app/models/calls-a-service.ts → app/services/helper.ts',
      'jobs-on-top: app/services/starts-a-job.ts → app/jobs/loop.ts',
      'app-stands-alone: app/services/helper.ts → server/layer.ts',
      'db-below-app: db/reads-app.ts → app/services/helper.ts',
      'kinds-stay-below: app/inquiries/reads-data.ts → app/models/calls-a-service.ts',
      'kinds-reach-pages-through-loaders: app/components/loads-a-kind.ts → app/inquiries/reads-data.ts',
      'scripts-not-tests: scripts/uses-tests.ts → tests/helper.ts',
    ].sort(),
  )
})
