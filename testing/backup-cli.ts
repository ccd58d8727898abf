import { runScript } from './cli'

/** Runs `npm run backup` / `npm run restore` (scripts/backup-cli.ts) with `env`, without a terminal. */
export function backupCli(env: Record<string, string>, ...args: string[]) {
  return runScript('backup-cli.ts', env, ...args)
}
