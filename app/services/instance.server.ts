import crypto from 'node:crypto'
import os from 'node:os'

/** This process among the instances sharing a database: host, process id and a random tail. */
export const instanceId = `${os.hostname()}-${process.pid}-${crypto.randomBytes(3).toString('hex')}`
