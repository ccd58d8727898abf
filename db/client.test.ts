import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { describe, expect, test } from 'vitest'
import { createDatabase, withStatementCache } from './client'

describe('withStatementCache', () => {
  test('the same SQL gets the same statement, which keeps answering with current data', () => {
    const sqlite = new SQLite(':memory:')
    const cached = withStatementCache(sqlite)
    cached.prepare('create table notes (id integer primary key, body text)').run([])
    const insert = cached.prepare('insert into notes (body) values (?)')
    expect(cached.prepare('insert into notes (body) values (?)')).toBe(insert)
    insert.run(['first'])
    insert.run(['second'])
    const select = cached.prepare('select * from notes order by id')
    expect(select.all([])).toEqual([
      { id: 1, body: 'first' },
      { id: 2, body: 'second' },
    ])
    // A schema change (as a migration makes) is picked up by the kept statement.
    cached.prepare('alter table notes add column author text').run([])
    expect(cached.prepare('select * from notes order by id').all([])).toEqual([
      { id: 1, body: 'first', author: null },
      { id: 2, body: 'second', author: null },
    ])
    cached.close()
  })
})

describe('opening an SQLite file that cannot be used', () => {
  test('names the path and the likely cause, not only SQLite\'s "unable to open database file"', () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'tembo-blocked-db-'))
    // A file where the database's folder should be: nothing can be created under it.
    fs.writeFileSync(path.join(directory, 'data'), 'not a folder')
    const file = path.join(directory, 'data', 'tembo.db')
    try {
      expect(() => createDatabase(`file:${file}`)).toThrow(
        `Cannot open the SQLite database at ${file}: a part of the path is a file, not a folder`,
      )
    } finally {
      fs.rmSync(directory, { recursive: true, force: true })
    }
  })

  test('a folder nobody may create files in says so', () => {
    // /proc refuses new files even to root, as a read-only mount or a folder of another user would.
    expect(() => createDatabase('file:/proc/tembo.db')).toThrow(
      'Cannot open the SQLite database at /proc/tembo.db: the folder or file is not writable by this user',
    )
  })
})
