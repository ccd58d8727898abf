import { describe } from 'vitest'
import { createSqliteDatabase } from '../../testing/databases'
import { finalDocuments } from './final-documents.scenario'

describe('the final documents (SQLite)', () => finalDocuments(createSqliteDatabase))
