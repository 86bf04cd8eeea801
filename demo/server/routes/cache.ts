import type { CacheInfoDto, CacheKeyPage, CacheValueDto } from '../../../src/core/contract/cache'
import { CacheUnavailableError } from '../lib/cache'
import type { Services } from '../lib/context'
import { HttpError } from '../lib/errors'
import { translate } from '../lib/messages'
import { Resource } from '../lib/route'
import { CacheInfoSchema, CacheKeyList, CacheKeyPageSchema, CacheKeyQuery, CacheValueQuery, CacheValueSchema } from '../schemas/cache'

/** Matches collected for one listing at most (SCAN walks the whole keyspace; a broad pattern stops here). */
const SCAN_LIMIT = 10_000
/** What a value view shows at most. */
const VALUE_LIMITS = { maxBytes: 64 * 1024, maxFields: 1000 }

/** A pattern as typed: a Redis glob, or (without * ? [) any key containing the text. */
function globOf(pattern: string | undefined): string {
  const text = pattern?.trim() ?? ''
  if (!text) return '*'
  return /[*?[]/.test(text) ? text : `*${text.replace(/[\\\]]/g, (c) => `\\${c}`)}*`
}

/**
 * The cache view's calls (`mnt/cache`, permission cache:list; deleting keys cache:del): which cache is in use with its
 * figures, its keys by pattern (SCAN, never KEYS) with type, TTL and size, a key's value, and deleting keys.
 */
export function cacheRoutes(s: Services): Resource {
  const r = new Resource('/api/cache', 'cache', s)

  r.route({
    method: 'get', path: '/', permission: ['cache:list'], response: CacheInfoSchema,
    summary: 'The cache in use (in-process, or Redis with REDIS_URL): address, version, memory, keys, hit rate',
    description: 'With Redis configured but unreachable this still answers 200: available false, the reason in message, '
      + 'and null figures (the view says so instead of failing).',
  }, async (c, { locale }) => {
    const { cache } = s
    try {
      const stats = await cache.stats()
      const reads = stats.hits + stats.misses
      const body: CacheInfoDto = {
        backend: stats.backend, address: stats.address, version: stats.version, available: true,
        usedMemory: stats.usedMemory, keys: stats.keys, hits: stats.hits, misses: stats.misses, hitRate: reads > 0 ? stats.hits / reads : null,
      }
      return c.json(body)
    } catch (error) {
      if (!(error instanceof CacheUnavailableError)) throw error
      const body: CacheInfoDto = {
        backend: cache.backend, address: cache.backend === 'redis' ? cache.address : null, version: null, available: false,
        message: translate(locale, 'cache.unavailable', { address: cache.address }),
        usedMemory: null, keys: null, hits: null, misses: null, hitRate: null,
      }
      return c.json(body)
    }
  })

  r.route({
    method: 'get', path: '/keys', permission: ['cache:list'], query: CacheKeyQuery, response: CacheKeyPageSchema,
    summary: 'Keys matching a pattern, sorted by name and paged, with type, TTL (ms) and size (bytes)',
    description: `Walked with SCAN (never KEYS), at most ${SCAN_LIMIT} matches (then truncated is true). 503 cache.unavailable `
      + 'when Redis cannot be reached within a few seconds.',
  }, async (c, { query }) => {
    const found = await s.cache.scan(globOf(query.pattern), SCAN_LIMIT)
    const keys = found.keys.sort()
    const pageKeys = keys.slice(query.page * query.size, (query.page + 1) * query.size)
    const body: CacheKeyPage = { content: await s.cache.describe(pageKeys), totalElements: keys.length, truncated: found.truncated, limit: SCAN_LIMIT }
    return c.json(body)
  })

  r.route({
    method: 'get', path: '/value', permission: ['cache:list'], query: CacheValueQuery, response: CacheValueSchema,
    summary: 'A key\'s value: a string (first 64 KB) or a hash\'s fields (first 1000); other types are described only',
    description: '404 cache.keyNotFound when the key does not exist (or has just expired).',
  }, async (c, { query }) => {
    const value = await s.cache.read(query.key, VALUE_LIMITS)
    if (!value) throw new HttpError(404, 'cache.keyNotFound', { params: { key: query.key } })
    const body: CacheValueDto = value
    return c.json(body)
  })

  r.route({
    method: 'delete', path: '/keys', permission: ['cache:del'], body: CacheKeyList, response: CacheKeyList.describe('Keys deleted'),
    summary: 'Delete keys; answers the keys that existed and are gone',
  }, async (c, { body }) => {
    const existing = (await s.cache.describe(body)).map((k) => k.key)
    await s.cache.del(existing)
    return c.json(existing)
  })

  return r
}
