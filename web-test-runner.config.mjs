// Browser tests: @web/test-runner drives Debian's Chromium; Vite (middleware mode) transforms the TypeScript and
// pre-bundles React and Fluent (reference/prototypes.md §5); a fresh contract server answers /auth, /api,
// /config.json and serves /dist, proxied by Vite so tests run same-origin as production pages do.
import { readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { defaultReporter, summaryReporter } from '@web/test-runner'
import { chromeLauncher } from '@web/test-runner-chrome'
import react from '@vitejs/plugin-react'
import { createServer } from 'vite'
import { chromiumArgs, ensureChromium } from './scripts/chromium.mjs'
import { startContractServer } from './scripts/contract-server.mjs'
import { faultMiddleware, setFaultBackend } from './tests/support/faults.mjs'
import { eladminMiddleware } from './tests/support/eladmin.mjs'
import { socketProxy } from './tests/support/socketProxy.mjs'
import { orthancTest, orthancTestMiddleware } from './tests/support/orthancTest.mjs'
import { pacsBackend, pacsBackendMiddleware } from './tests/support/pacsBackend.mjs'
import { hostIsolation, hostIsolationResolver } from './scripts/host-isolation.mjs'

const root = import.meta.dirname
const testEnv = JSON.parse(readFileSync(resolve(root, 'tests/support/test-env.json'), 'utf8'))
let vite
let contract

const viteBridge = {
  name: 'vite-bridge',
  async serverStart() {
    contract = await startContractServer({ CLINIC_TEST_CAPTCHA: testEnv.captcha })
    setFaultBackend(contract.url)
    // /demo is the contract server's, except demo/server's pure modules a test imports (the calcium phantom's plaques).
    const proxied = ['/auth', '/api', '/config.json', '/dist', '^/demo/(?!server/)', '/v3', '/avatar', '/file']
    vite = await createServer({
      root,
      configFile: false,
      appType: 'custom',
      // Two runs at once (two people, or helpers, in one checkout) each keep their own pre-bundled dependencies.
      cacheDir: process.env.CLINIC_VITE_CACHE_DIR || undefined,
      logLevel: process.env.CLINIC_VITE_LOG ?? 'warn',
      plugins: [
        react(),
        hostIsolation(root),
        {
          name: 'wtr-ws-external',
          resolveId: (id) => (id.endsWith('__web-dev-server__web-socket.js') ? { id: '/__web-dev-server__web-socket.js', external: true } : null),
        },
      ],
      define: { 'process.env.NODE_ENV': '"development"', __CLINIC_BUNDLE__: '"test"', __CLINIC_IIFE__: 'false' },
      server: {
        middlewareMode: true,
        hmr: false,
        proxy: Object.fromEntries(proxied.map((path) => [path, { target: contract.url, changeOrigin: false }])),
      },
      // Discover every dependency up front: a dependency found later is optimised again under a new hash, and
      // the page would then hold two Reacts.
      optimizeDeps: {
        // Fluent's pre-bundled copy must meet the same focus libraries as the builds do (scripts/host-isolation.mjs):
        // the optimizer resolves packages itself, so it gets the aliases as its own plugin.
        rolldownOptions: { plugins: [hostIsolationResolver(root)] },
        entries: ['tests/browser/**/*.test.{ts,tsx}', 'elements/*.ts', 'src/**/*.{ts,tsx}'],
        include: [
          'react',
          'react-dom',
          'react-dom/client',
          'react/jsx-dev-runtime',
          '@open-wc/testing',
          '@fluentui/react-components',
          '@fluentui/react-icons',
          // The icon gallery loads single icon modules, which import Griffel themselves.
          '@griffel/react',
          '@fluentui/react-charts',
          '@r2wc/react-to-web-component',
          '@nanostores/react',
          'nanostores',
          '@griffel/shadow-dom',
          'tabster',
          'i18next',
          'jsencrypt',
          'redaxios',
        ],
      },
    })
  },
  async serverStop() {
    await vite?.close()
    await contract?.stop()
  },
}

const viteMiddleware = async (ctx, next) => {
  if (!vite || ctx.path === '/' || ctx.path.startsWith('/__web')) return next()
  await new Promise((resolveRequest, reject) => {
    ctx.res.once('finish', resolveRequest)
    vite.middlewares(ctx.req, ctx.res, (error) => (error ? reject(error) : next().then(resolveRequest, reject)))
  })
  if (ctx.res.writableEnded) ctx.respond = false
}

/**
 * `executeServerCommand('collect-garbage')`: a full garbage collection in the test's page (Chromium's DevTools
 * protocol), for tests that check what removed elements leave alive.
 */
const garbageCollection = {
  name: 'collect-garbage',
  async executeCommand({ command, session }) {
    if (command !== 'collect-garbage') return undefined
    const cdp = await session.browser.getPage(session.id).createCDPSession()
    await cdp.send('HeapProfiler.collectGarbage')
    await cdp.detach()
    return true
  },
}

/**
 * `executeServerCommand('decode-qr', { png })`: what zbarimg (a real reader) reads in a PNG data URL of a drawn QR code
 * (the cloud-film link dialog), '' when it finds none.
 */
const qrDecoder = {
  name: 'decode-qr',
  async executeCommand({ command, payload }) {
    if (command !== 'decode-qr') return undefined
    const { execFileSync } = await import('node:child_process')
    const { mkdtempSync, rmSync } = await import('node:fs')
    const { tmpdir } = await import('node:os')
    const dir = mkdtempSync(resolve(tmpdir(), 'clinic-qr-'))
    const file = resolve(dir, 'qr.png')
    try {
      writeFileSync(file, Buffer.from(String(payload.png).replace(/^data:image\/png;base64,/, ''), 'base64'))
      return execFileSync(process.env.ZBARIMG ?? 'zbarimg', ['--quiet', '--raw', file], { encoding: 'utf8' }).trim()
    } catch {
      return ''
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  },
}

/** Counts results into a file for scripts/test.mjs, which prints the one `N passed, N failed` line. */
function countingReporter() {
  return {
    onTestRunFinished({ sessions }) {
      let passed = 0
      let failed = 0
      const walk = (suite) => {
        for (const test of suite?.tests ?? []) {
          if (test.skipped) continue
          if (test.passed) passed++
          else failed++
        }
        for (const child of suite?.suites ?? []) walk(child)
      }
      for (const session of sessions) {
        const before = passed + failed
        walk(session.testResults)
        // A file that failed to load or threw outside a test still counts as a failure.
        if (session.errors?.length && (!session.passed || passed + failed === before)) failed++
      }
      if (process.env.CLINIC_TEST_COUNTS) writeFileSync(process.env.CLINIC_TEST_COUNTS, JSON.stringify({ passed, failed }))
    },
  }
}

export default {
  rootDir: root,
  files: process.env.CLINIC_BROWSER_TESTS ? process.env.CLINIC_BROWSER_TESTS.split(',') : ['tests/browser/**/*.test.{ts,tsx}'],
  nodeResolve: false,
  concurrency: 2,
  filterBrowserLogs: ({ args }) => !String(args[0]).includes('Lit is in dev mode'),
  browserStartTimeout: 60_000,
  testsStartTimeout: 120_000,
  testsFinishTimeout: 300_000,
  plugins: [viteBridge, garbageCollection, qrDecoder, socketProxy(() => contract.url), orthancTest(), pacsBackend()],
  middleware: [faultMiddleware, eladminMiddleware, orthancTestMiddleware, pacsBackendMiddleware, viteMiddleware],
  browsers: [
    chromeLauncher({
      // Endoscopy capture (issue 13): a fake camera (a moving test pattern) and no permission prompt.
      launchOptions: { executablePath: ensureChromium(), headless: true, args: [...chromiumArgs, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'] },
      // Each page gets its own browser context (its own cookies and storage: the two files running at once cannot see
      // or clear each other's session, drafts or remembered credentials — the launcher makes one context for the whole
      // run, and files running side by side shared cookies and local storage until this) and emulated focus: a hidden
      // background page gets no animation frames and hangs. A page is reused by the files that follow it, one at a time.
      createBrowserContext: ({ browser }) => browser.createBrowserContext(),
      createPage: async ({ browser }) => {
        const page = await (await browser.createBrowserContext()).newPage()
        const cdp = await page.createCDPSession()
        await cdp.send('Emulation.setFocusEmulationEnabled', { enabled: true })
        // A page that shares the browser with another test file may get no frames for a while, and a CSS transition
        // then stops half-way (a button caught between two colours fails axe's contrast check). With reduced motion,
        // Fluent's transitions take no time.
        await cdp.send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-reduced-motion', value: 'reduce' }] })
        return page
      },
    }),
  ],
  testFramework: { config: { timeout: 20_000 } },
  // Chromium reports "ResizeObserver loop completed with undelivered notifications" on the window when an observer
  // (Fluent's popup positioning) changes layout it observes; the observations simply arrive a frame later, and no
  // code of ours sees it. Mocha's window.onerror would count it as a test failure: this one notice, exactly, is
  // stopped before it; every other error still fails the test.
  testRunnerHtml: (testFramework) =>
    '<!DOCTYPE html><html><head><script>window.addEventListener("error", (event) => {'
    + ' if (event.message === "ResizeObserver loop completed with undelivered notifications.") event.stopImmediatePropagation() }, true)</script>'
    + `</head><body><script type="module" src="${testFramework}"></script></body></html>`,
  reporters: [defaultReporter(), summaryReporter({ flatten: false }), countingReporter()],
}
