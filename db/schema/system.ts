// System: the rows that say the database and the instances are alive.

/** One row, rewritten by /healthz to prove that the database takes writes. */
export interface HealthProbeTable {
  id: number
  checked_at: string
  checked_by: string
}

/** A running instance's last sign of life (0026), renewed every INSTANCE_HEARTBEAT_MS. */
export interface InstancesTable {
  id: string
  beat_at: string
}

/** The tables of this area by name, as the Database of db/schema.ts holds them. */
export interface SystemTables {
  health_probe: HealthProbeTable
  instances: InstancesTable
}
