import { expect } from '@open-wc/testing'

interface Manifest {
  modules: { path: string; declarations?: { tagName?: string; summary?: string; name: string; attributes?: { name: string }[] }[] }[]
}

describe('custom-elements manifest', () => {
  it('lists exactly the tags the "all" bundle registers, each with a summary', async () => {
    const registered: string[] = []
    const define = customElements.define.bind(customElements)
    customElements.define = (name, constructor, options) => {
      // Only the suite's tags: the dev server may define its own (vite-error-overlay) while modules load.
      if (name.startsWith('clinic-')) registered.push(name)
      define(name, constructor, options)
    }
    try {
      await import('../../../elements/index')
    } finally {
      customElements.define = define
    }
    const response = await fetch('/dist/custom-elements.json')
    expect(response.ok, 'dist/custom-elements.json is built').to.equal(true)
    const manifest = (await response.json()) as Manifest
    const declared = manifest.modules.flatMap((m) => (m.declarations ?? []).filter((d) => d.tagName))
    expect(declared.map((d) => d.tagName).sort()).to.deep.equal([...registered].sort())
    for (const d of declared) {
      expect(d.summary?.trim().length ?? 0, `${d.tagName} has a summary`).to.be.greaterThan(10)
      expect(d.name).to.match(/^Clinic[A-Za-z]+Element$/)
      expect(customElements.get(d.tagName!), `${d.tagName} is registered`).to.not.equal(undefined)
    }
  })
})
