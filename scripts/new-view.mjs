#!/usr/bin/env node
// `npm run new:view -- <area> <view> [menu-component] [endpoint]` — starts a view the way every view starts:
//   src/areas/<area>/views/<view>/<name>.resource.ts   the declaration (endpoint, permissions, filters, columns, form)
//   src/areas/<area>/views/<view>/index.tsx            the view: the generic resource page over the declaration
//   src/areas/<area>/views/<view>/messages/*.ts        its words in the six locales (English filled in, the others
//                                                      marked for translation — the i18n test fails until they are)
//   tests/browser/<area>/<name>.test.ts                a first test: the view lists its records and passes axe
//   src/areas/<area>/views.ts                          one line: the view's lazy chunk
//   elements/views.ts                                  one line: the menu component → (clinic-<area>, view)
// A missing area gets its element (elements/clinic-<area>.ts), its area component and its catalogue first.
// Example: npm run new:view -- admin system/job system/job/index api/job
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const [area, view, component = `${process.argv[3]}/index`, endpointArg] = process.argv.slice(2)
if (!area || !view || !/^[a-z][a-z-]*$/.test(area) || !/^[\w-]+(\/[\w-]+)*$/.test(view)) {
  console.error('usage: npm run new:view -- <area> <view> [menu-component] [endpoint]   e.g. admin system/job system/job/index api/job')
  process.exit(2)
}
const name = view.split('/').at(-1)
const endpoint = endpointArg ?? `api/${name}`
const Pascal = (text) => text.replace(/(^|[-_/])(\w)/g, (_m, _s, c) => c.toUpperCase())
const areaDir = resolve(root, 'src/areas', area)
const viewDir = resolve(areaDir, 'views', view)
const rel = (from, to) => {
  const path = relative(from, to).replace(/\\/g, '/')
  return path.startsWith('.') ? path : `./${path}`
}
const LOCALES = ['zh-CN', 'zh-TW', 'en', 'ja', 'ko', 'es']
const LOCALE_NAMES = { 'zh-CN': 'Simplified Chinese', 'zh-TW': 'Traditional Chinese', en: 'English', ja: 'Japanese', ko: 'Korean', es: 'Spanish' }

function write(file, text) {
  if (existsSync(file)) {
    console.error(`exists, left alone: ${relative(root, file)}`)
    return
  }
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, text)
  console.log(`wrote ${relative(root, file)}`)
}

function catalogue(dir, id, exportName, what, english) {
  const shape = rel(dir, resolve(root, 'src/core/i18n/shape'))
  const catalog = rel(dir, resolve(root, 'src/core/i18n/catalog'))
  write(
    resolve(dir, 'index.ts'),
    `import { defineMessages } from '${catalog}'\n\n/** ${what} One file per locale, loaded on demand (\`defineMessages\`). */\nexport const ${exportName} = defineMessages('${id}', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))\n`,
  )
  for (const locale of LOCALES) {
    const body = JSON.stringify(english, null, 2).replace(/"(\w+)":/g, '$1:').replace(/"/g, "'")
    const text =
      locale === 'en'
        ? `/** English: the source every other locale of this catalogue is typed against. */\nconst messages = ${body}\n\nexport default messages\n`
        : `import type { Shape } from '${shape}'\nimport type en from './en'\n\n/** ${LOCALE_NAMES[locale]}. TODO(translate): every string below is still English. */\nconst messages: Shape<typeof en> = ${body}\n\nexport default messages\n`
    write(resolve(dir, `${locale}.ts`), text)
  }
}

// The area, when it does not exist yet.
if (!existsSync(areaDir)) {
  const Area = `${Pascal(area)}Area`
  write(
    resolve(areaDir, `${Area}.tsx`),
    `import { AreaViews } from '../../ui/area/AreaViews'
import { ${area.replace(/-(\w)/g, (_m, c) => c.toUpperCase())}Views } from './views'

/** Props of the ${area} element. */
export interface ${Area}Props {
  /** Which view (see views.ts). */
  view?: string
}

/**
 * The ${area} area: one element whose \`view\` attribute picks one of its views, each a lazily loaded chunk.
 *
 * @example
 * <${Area} view="${view}" />
 */
export function ${Area}({ view }: ${Area}Props) {
  return <AreaViews views={${area.replace(/-(\w)/g, (_m, c) => c.toUpperCase())}Views} view={view} />
}
`,
  )
  const camel = area.replace(/-(\w)/g, (_m, c) => c.toUpperCase())
  write(resolve(areaDir, 'views.ts'), `import type { AreaViewMap } from '../../ui/area/AreaViews'\n\n/** The views of the ${area} area by name (the \`view\` attribute), each loaded on demand from its own chunk. */\nexport const ${camel}Views: AreaViewMap = {\n}\n`)
  write(resolve(areaDir, 'index.ts'), `export { ${Area}, type ${Area}Props } from './${Area}'\n`)
  const Tag = `Clinic${Pascal(area)}Element`
  write(
    resolve(root, 'elements', `clinic-${area}.ts`),
    `import { ${Area} } from '../src/areas/${area}'
import { toElement } from '../src/ui/element'

/**
 * The ${area} area. One element for the whole area: its \`view\` attribute picks the view, and each view loads on
 * demand from its own chunk.
 *
 * @summary The ${area} views, one per \`view\`.
 * @tag clinic-${area}
 * @attr {string} view - The view (the console maps each menu component to one).
 * @attr {string} api-base - Backend base URL; defaults to the page's origin.
 * @attr {string} locale - Interface language: zh-CN, zh-TW, en, ja, ko or es.
 */
export class ${Tag} extends toElement(${Area}, {
  props: { view: 'string' },
  hostCss: ':host{display:block}',
}) {}

if (!customElements.get('clinic-${area}')) customElements.define('clinic-${area}', ${Tag})

declare global {
  interface HTMLElementTagNameMap {
    'clinic-${area}': ${Tag}
  }
}
`,
  )
  const index = resolve(root, 'elements/index.ts')
  writeFileSync(index, `${readFileSync(index, 'utf8')}export { ${Tag} } from './clinic-${area}'\n`)
}

// The view.
const resourceName = `${name.replace(/-(\w)/g, (_m, c) => c.toUpperCase())}Resource`
const messagesName = `${name.replace(/-(\w)/g, (_m, c) => c.toUpperCase())}Messages`
const up = rel(viewDir, resolve(root, 'src'))
write(
  resolve(viewDir, `${name}.resource.ts`),
  `import type { ResourceView } from '${up}/ui/resource/resourceView.types'

/** A record of ${endpoint} as the list shows it. TODO: use the wire type of src/core/contract when there is one. */
interface ${Pascal(name)}Row {
  id: number
  name: string
  createTime?: string
}

/** ${Pascal(name)} (\`${component}\`): one declaration, rendered by the generic resource page. */
export const ${resourceName}: ResourceView<${Pascal(name)}Row> = {
  name: '${name}',
  endpoint: '${endpoint}',
  permissions: {
    list: ['admin', '${name}:list'],
    add: ['admin', '${name}:add'],
    edit: ['admin', '${name}:edit'],
    del: ['admin', '${name}:del'],
  },
  filters: [{ name: 'blurry', kind: 'blurry', width: 14 }],
  columns: [
    { field: 'name', sortable: true },
    { field: 'createTime', format: 'datetime', sortable: true, width: 150 },
  ],
  form: {
    defaults: { name: '' },
    fields: [{ name: 'name', kind: 'text', required: true, maxLength: 100 }],
  },
  rowName: (row) => row.name,
}
`,
)
write(
  resolve(viewDir, 'index.tsx'),
  `import { useMessages } from '${up}/ui/i18n/useMessages'
import { ResourcePage } from '${up}/ui/resource/ResourcePage'
import { ${resourceName} } from './${name}.resource'
import { ${messagesName} } from './messages'

/** The ${name} view (\`${component}\`). */
export default function ${Pascal(name)}View() {
  useMessages(${messagesName})
  return <ResourcePage view={${resourceName}} />
}
`,
)
catalogue(resolve(viewDir, 'messages'), `areas/${area}/views/${view}/messages`, messagesName, `The words of the ${name} view.`, {
  resources: {
    [name]: {
      title: Pascal(name),
      name: name,
      fields: { name: 'Name', createTime: 'Created' },
      filters: { blurry: 'Search' },
    },
  },
})
write(
  resolve(root, 'tests/browser', area, `${name}.test.ts`),
  `// The ${name} view of <clinic-${area}> against the contract server.
import { expect, fixture, html } from '@open-wc/testing'
import '../../../elements/clinic-${area}'
import { setLocale } from '../../../src/core/i18n'
import { expectAccessible } from '../support/axe'
import { until, waitForText } from '../support/dom'
import { resetAll, signIn } from '../support/session'

describe('<clinic-${area} view="${view}">', () => {
  beforeEach(async () => {
    resetAll()
    await setLocale('en', false)
    await signIn('admin')
  })
  afterEach(async () => {
    document.querySelectorAll('clinic-${area}').forEach((el) => el.remove())
    resetAll()
    await setLocale('zh-CN', false)
  })

  it('lists its records and passes axe', async () => {
    const el = await fixture<HTMLElement>(html\`<clinic-${area} view="${view}" locale="en"></clinic-${area}>\`)
    await waitForText(el.shadowRoot!, '${Pascal(name)}')
    await until(() => el.shadowRoot!.querySelector('[role="grid"] [role="rowgroup"]:last-of-type [role="row"]'), 'rows listed')
    expect(el.shadowRoot!.querySelector('h1')?.textContent).to.equal('${Pascal(name)}')
    await expectAccessible(el)
  })
})
`,
)

// The registry lines.
const viewsFile = resolve(areaDir, 'views.ts')
const views = readFileSync(viewsFile, 'utf8')
if (!views.includes(`'${view}'`)) {
  writeFileSync(viewsFile, views.replace(/\n}\n?$/, `\n  '${view}': () => import('./views/${view}'),\n}\n`))
  console.log(`registered '${view}' in ${relative(root, viewsFile)}`)
}
const catalogueFile = resolve(root, 'elements/views.ts')
const catalogueText = readFileSync(catalogueFile, 'utf8')
if (!catalogueText.includes(`'${component}'`)) {
  const line = `  areaView('${component}', 'clinic-${area}', () => import('./clinic-${area}'), '${view}'),\n`
  writeFileSync(catalogueFile, catalogueText.replace('registerViews([\n', `registerViews([\n${line}`))
  console.log(`mapped menu component '${component}' to <clinic-${area} view="${view}"> in elements/views.ts`)
}
console.log(`\nnext: fill in ${relative(root, resolve(viewDir, `${name}.resource.ts`))}, translate its messages, run the test:`)
console.log(`  CLINIC_BROWSER_TESTS=tests/browser/${area}/${name}.test.ts node scripts/test.mjs browser`)
