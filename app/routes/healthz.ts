import { checkReadiness } from '~/services/health.server'

// GET /healthz: readiness for a load balancer. 200 while this instance can store an inquiry (a real
// write, at most every few seconds), 503 while it cannot. GET /livez answers whether the process
// serves at all (README, "Outages, restarts and health checks").
export async function loader() {
  const readiness = await checkReadiness()
  return Response.json(
    readiness.ok
      ? { status: 'ok', checkedAt: readiness.checkedAt }
      : { status: 'unavailable', problem: readiness.problem, checkedAt: readiness.checkedAt },
    { status: readiness.ok ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  )
}
