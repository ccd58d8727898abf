const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const

/**
 * How much the log says (LOG_LEVEL; warn under tests, else info). Read on its own, not with the other
 * settings: the log must start even when another setting is wrong, to say which.
 */
export function logLevel(env: NodeJS.ProcessEnv = process.env): (typeof LOG_LEVELS)[number] {
  const level = LOG_LEVELS.find((name) => name === env.LOG_LEVEL?.trim().toLowerCase())
  return level ?? (env.NODE_ENV === 'test' ? 'warn' : 'info')
}
