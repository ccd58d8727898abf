import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'

/** Runs one of the command lines under scripts/ (as its npm script would) with `env`, without a terminal. */
export function runScript(script: string, env: Record<string, string>, ...args: string[]) {
  return runScriptWithInput(script, env, undefined, ...args)
}

/** The same, with `input` written to its standard input (a pipe) and then closed. */
export function runScriptWithInput(
  script: string,
  env: Record<string, string>,
  input: string | undefined,
  ...args: string[]
) {
  const root = path.resolve(import.meta.dirname, '..')
  const running = promisify(execFile)(
    process.execPath,
    [path.join(root, 'node_modules/tsx/dist/cli.mjs'), `scripts/${script}`, ...args],
    { cwd: root, env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', ...env } },
  )
  running.child.stdin?.end(input ?? '')
  return running
}
