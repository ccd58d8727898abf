import pino from 'pino'
import { logLevel } from './config.server'

export const logger = pino({ level: logLevel(), base: undefined })
