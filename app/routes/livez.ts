// GET /livez: liveness. 200 whenever the process answers HTTP, whatever the database's state, so that
// a supervisor restarts only a process that is stuck, never one that waits for its database.
export function loader() {
  return Response.json({ status: 'alive' }, { headers: { 'Cache-Control': 'no-store' } })
}
