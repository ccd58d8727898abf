import pino from 'pino'
import { logLevel } from './log-level.server'

export const logger = pino({ level: logLevel(), base: undefined })
