import { sql } from 'kysely'
import { db } from '~/services/db.server'
import { logger } from '~/services/logger.server'

// GET /healthz: 200 once the database answers, 503 while it does not.
export async function loader() {
  try {
    await sql`select 1`.execute(db())
    return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } })
  } catch (error) {
    logger.error({ err: error }, 'health check: database unreachable')
    return Response.json(
      { status: 'database unreachable' },
      { status: 503, headers: { 'Cache-Control': 'no-store' } },
    )
  }
}
