// The console against a hospital's own eladmin backend (tests/support/eladmin.mjs): only eladmin's calls, its demo
// key, its response shapes, Spring's 404 for everything else. Sign-in, the shell, menus of every shape at any depth,
// the sidebar by arrow keys, the admin views on eladmin's CRUD wire, and what happens when an optional call is missing.
import { expect, fixture, html } from '@open-wc/testing'
import { sendKeys, setViewport } from '@web/test-runner-commands'
import { configure } from '../../../src/core/config/runtimeConfig'
import { setLocale } from '../../../src/core/i18n'
import { $token } from '../../../src/core/session'
import { BASE, consolePath, go, resetConsole, waitForPath } from '../support/console'
import { deepActive, until, waitForText } from '../support/dom'

const ELADMIN = '/__eladmin/'
const ELADMIN_PUBLIC_KEY =
  'MFwwDQYJKoZIhvcNAQEBBQADSwAwSAJBANL378k3RiZHWx5AfJqdH9xRNBmD9wGD2iRe41HdTNF8RUhNnHit5NpMNtGL0NPTSSpPjjI1kJfVorRvaQerUgkCAwEAAQ=='

/** Reads the arithmetic captcha the way a person does: from the picture (`7x3=?`). */
function solveCaptcha(img: HTMLImageElement): string {
  const svg = atob(img.src.split(',')[1]!)
  const [, a, b] = /(\d+)x(\d+)=\?/.exec(svg)!
  return String(Number(a) * Number(b))
}

async function openOnEladmin(path: string): Promise<HTMLElement> {
  history.replaceState(null, '', BASE + path)
  return fixture<HTMLElement>(html`<clinic-console base=${BASE} locale="en" api-base=${ELADMIN}></clinic-console>`)
}

/** Signs in through the console's own form, as a person at an eladmin hospital would. */
async function signInThroughForm(el: HTMLElement): Promise<void> {
  const captcha = () => el.shadowRoot!.querySelector('clinic-login')?.shadowRoot?.querySelector<HTMLImageElement>('img[src^="data:image"]')
  await until(captcha, 'login form with its captcha')
  const img = captcha()!
  const login = el.shadowRoot!.querySelector('clinic-login')!.shadowRoot!
  const set = (name: string, value: string) => {
    const input = login.querySelector<HTMLInputElement>(`input[name="${name}"]`)!
    input.focus()
    input.select()
    return sendKeys({ type: value })
  }
  await set('username', 'admin')
  await set('password', '123456')
  await set('code', solveCaptcha(img))
  await sendKeys({ press: 'Enter' })
  await until(() => $token.get() !== null, 'signed in on the eladmin backend', { timeout: 10_000 })
}

const missed = async (): Promise<string[]> => (await fetch(`${ELADMIN}__missed`)).json() as Promise<string[]>

describe('the console against a backend with only eladmin\'s calls', () => {
  beforeEach(async () => {
    resetConsole()
    await fetch(`${ELADMIN}__reset`, { method: 'POST' })
    configure({ rsaPublicKey: ELADMIN_PUBLIC_KEY })
    await setViewport({ width: 1280, height: 800 })
  })
  afterEach(async () => {
    resetConsole()
    await setLocale('zh-CN', false)
  })

  it('signs in through its own form, opens the first menu and lists eladmin\'s users, quietly although its optional calls answer 404', async () => {
    const notices: string[] = []
    const el = await openOnEladmin('/login')
    await signInThroughForm(el)
    const root = el.shadowRoot!
    await waitForPath('/system/user', 10_000)
    const admin = () => root.querySelector('clinic-admin')?.shadowRoot ?? null
    await until(() => admin()?.textContent?.includes('231@qq.com'), 'eladmin\'s users listed', { timeout: 10_000 })
    await until(() => admin()?.textContent?.includes('研发部'), 'with their departments')
    for (const bar of root.querySelectorAll('[role="alert"], [role="status"]')) if (bar.textContent) notices.push(bar.textContent)
    expect(notices, 'no notification while the optional preloads are missing').to.deep.equal([])
    // Only this project's optional extras were asked for and missed — each once.
    expect((await missed()).sort()).to.deep.equal(['GET api/dictDetail/map/all', 'GET api/userConfig/all/own'])
  })

  it('shows the home page without figures, saying so, and says clearly that a setting cannot be saved there', async () => {
    const rejections: unknown[] = []
    const onRejection = (event: PromiseRejectionEvent) => rejections.push(event.reason)
    addEventListener('unhandledrejection', onRejection)
    try {
      const el = await openOnEladmin('/login')
      await signInThroughForm(el)
      const root = el.shadowRoot!
      await waitForPath('/system/user', 10_000)
      await until(() => root.querySelector('clinic-admin')?.shadowRoot?.textContent?.includes('231@qq.com'), 'the first page shown', { timeout: 10_000 })
      go('/dashboard')
      await waitForText(root, 'This backend offers no figures for the home page')
      expect(root.querySelector('main h1')?.textContent).to.equal('Today at a glance')
      expect(root.querySelector('main [role="alert"]'), 'not an error').to.equal(null)

      // The user menu's image-view choice is saved in api/userConfig, which eladmin has not got.
      const account = root.querySelector<HTMLButtonElement>('button[aria-label^="Account"], button[aria-label*="管理员"]')!
      account.click()
      const client = await new Promise<HTMLElement>((resolve, reject) => {
        const started = Date.now()
        const look = () => {
          const item = [...root.querySelectorAll<HTMLElement>('[role="menuitemradio"]')].find((i) => i.textContent?.includes('CLIENT'))
          if (item) resolve(item)
          else if (Date.now() - started > 5000) reject(new Error('no CLIENT item in the user menu'))
          else requestAnimationFrame(look)
        }
        look()
      })
      client.click()
      await waitForText(root, 'The backend does not offer this (POST api/userConfig, HTTP 404)')
      expect(rejections, 'no uncaught error').to.deep.equal([])
    } finally {
      removeEventListener('unhandledrejection', onRejection)
    }
  })

  it('shows menus of every eladmin shape at any depth, and the sidebar works with arrow keys', async () => {
    const el = await openOnEladmin('/login')
    await signInThroughForm(el)
    const root = el.shadowRoot!
    await waitForPath('/system/user', 10_000)
    await until(() => root.querySelector('clinic-admin')?.shadowRoot?.textContent?.includes('231@qq.com'), 'the first page shown', { timeout: 10_000 })
    const nav = root.querySelector('aside nav')!
    const item = (text: string) => [...nav.querySelectorAll<HTMLElement>('[data-nav-item]')].find((i) => i.textContent?.trim() === text)
    // Titles eladmin's seed shares with this console's menus are translated; the others are shown as the server names them.
    // A wrapped top-level page is a link of its own; a top-level iFrame menu an external link; hidden pages are absent.
    expect(item('Operation logs')?.getAttribute('href')).to.equal(`${BASE}/logs`)
    expect(item('ELADMIN 官网')?.getAttribute('href')).to.equal('https://el-admin.vip')
    expect(item('ELADMIN 官网')?.getAttribute('target')).to.equal('_blank')
    expect(nav.textContent).to.not.include('生成配置')

    // From the first entry down to 多级菜单 with the arrows, then into it, level by level.
    item('系统管理')!.focus()
    const press = async (key: string, expected: string) => {
      await sendKeys({ press: key })
      await until(() => deepActive()?.textContent?.trim() === expected, `${key} should reach ${expected}; on ${deepActive()?.textContent?.trim()}`)
    }
    await press('ArrowDown', 'Users')
    await press('ArrowUp', '系统管理')
    await press('ArrowLeft', '系统管理')
    expect(item('系统管理')!.getAttribute('aria-expanded')).to.equal('false')
    expect(item('Users'), 'the group closed').to.equal(undefined)
    await press('ArrowDown', '多级菜单')
    await sendKeys({ press: 'ArrowRight' })
    await until(() => item('多级菜单')!.getAttribute('aria-expanded') === 'true', 'Right opens the group')
    await press('ArrowRight', '二级菜单1')
    await sendKeys({ press: 'ArrowRight' })
    await press('ArrowRight', '三级菜单1')
    await sendKeys({ press: 'ArrowRight' })
    await press('ArrowRight', '四级菜单1')
    expect(item('四级菜单1')!.getAttribute('href')).to.equal(`${BASE}/nested/menu1/menu1-1/menu1-1-1`)
    await press('ArrowLeft', '三级菜单1')
    await press('End', 'ELADMIN 官网')
    await press('Home', '系统管理')
    expect(item('接口文档')?.getAttribute('href')).to.equal('https://docs.example.org/eladmin')

    // The fourth level opens as a page of the console, with its trail.
    item('四级菜单1')!.focus()
    await sendKeys({ press: 'Enter' })
    await waitForPath('/nested/menu1/menu1-1/menu1-1-1')
    await until(() => root.querySelector('[aria-label="You are here"]')?.textContent?.includes('三级菜单1'), 'breadcrumb through every level')
    // A hidden page is still reachable by its address.
    go('/nested/generator/config/sys_user')
    await waitForPath('/nested/generator/config/sys_user')
    expect(consolePath()).to.not.equal('/404')
  })
})
