import { expect } from '@open-wc/testing'
import { DictNamesError, dictEntryMap, dictLabelMap, getDicts, invalidateDicts, loadAllDicts } from '../../../src/core/dicts'
import { resetAll, signIn } from '../support/session'

describe('dictionaries (SPEC §3, §5, §7)', () => {
  before(async () => {
    resetAll()
    await signIn('admin')
  })
  after(resetAll)
  beforeEach(() => invalidateDicts())

  it("refuses to fetch without names: 'need Dict names'", async () => {
    for (const bad of [[], undefined, null, [''], 'user_status']) {
      const error = await getDicts(bad as unknown as string[]).catch((e: unknown) => e)
      expect(error, JSON.stringify(bad)).to.be.instanceOf(DictNamesError)
      expect((error as Error).message).to.equal('need Dict names')
    }
  })

  it('fetches dictionaries by name with page 0 and size 9999, and maps value to entry and label', async () => {
    const seen: string[] = []
    const original = window.fetch
    window.fetch = (input, init) => {
      seen.push(String(input instanceof Request ? input.url : input))
      return original(input, init)
    }
    try {
      const { user_status, exam_status } = await getDicts(['user_status', 'exam_status'])
      expect(user_status?.map((e) => e.value).sort()).to.deep.equal(['false', 'true'])
      expect(dictLabelMap(user_status ?? [])['true']).to.equal('激活')
      expect(dictEntryMap(user_status ?? [])['false']?.label).to.equal('禁用')
      expect(exam_status?.length).to.be.greaterThan(5)
    } finally {
      window.fetch = original
    }
    const calls = seen.filter((u) => u.includes('api/dictDetail'))
    expect(calls).to.have.length(2)
    for (const url of calls) {
      const query = new URL(url).searchParams
      expect(query.get('page')).to.equal('0')
      expect(query.get('size')).to.equal('9999')
    }
  })

  it('caches what it fetched', async () => {
    await getDicts(['gender'])
    let calls = 0
    const original = window.fetch
    window.fetch = (input, init) => {
      calls++
      return original(input, init)
    }
    try {
      const { gender } = await getDicts(['gender'])
      expect(gender?.length).to.be.greaterThan(0)
    } finally {
      window.fetch = original
    }
    expect(calls).to.equal(0)
  })

  it('loads every dictionary at once from map/all', async () => {
    const all = await loadAllDicts()
    expect(Object.keys(all)).to.include.members(['user_status', 'dept_status', 'job_status', 'exam_status', 'modality'])
  })
})
