import SQLite from 'better-sqlite3'
import { describe, expect, test } from 'vitest'
import { withStatementCache } from './client'

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
