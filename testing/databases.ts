import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'

// Fresh, throw-away databases for one test file: an SQLite file in a temporary folder, or a new
// database on the local PostgreSQL server (TEST_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432/test).

export interface TestDatabase {
  name: 'SQLite' | 'PostgreSQL'
  url: string
  drop(): Promise<void>
}

/** The PostgreSQL server's own database, for creating and dropping test databases and cutting them off. */
export const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

export async function createSqliteDatabase(): Promise<TestDatabase> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'tembo-sqlite-'))
  return {
    name: 'SQLite',
    url: `file:${path.join(directory, 'tembo.db')}`,
    drop: async () => fs.rmSync(directory, { recursive: true, force: true }),
  }
}

export async function createPostgresDatabase(): Promise<TestDatabase> {
  const name = `tembo_test_${crypto.randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(POSTGRES_ADMIN_URL)
  url.pathname = `/${name}`
  return {
    name: 'PostgreSQL',
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL })
      await client.connect()
      await client.query(`drop database if exists ${name} with (force)`)
      await client.end()
    },
  }
}

export const databases = [
  { label: 'SQLite', create: createSqliteDatabase },
  { label: 'PostgreSQL', create: createPostgresDatabase },
] as const
