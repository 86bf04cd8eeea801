import type { Db } from './db'
import { seedDicts } from './seed/dicts'
import { seedMenus } from './seed/menus'
import { seedOrg } from './seed/org'

/**
 * Fills an empty, migrated database with the fixed demo data. Deterministic: every run produces the same
 * rows (ids, times and even password hashes). A new resource adds its `seedX(db)` call here.
 */
export function seed(db: Db): void {
  seedOrg(db)
  seedMenus(db)
  seedDicts(db)
}
