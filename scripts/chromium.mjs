// Finds a Chromium to drive: CHROME_PATH, then the usual Debian and other locations. As root on Debian it installs
// Debian's chromium with apt-get when none is found; elsewhere it stops with one line naming what to install.
import { execFileSync } from 'node:child_process'
import { accessSync, constants, existsSync } from 'node:fs'

const candidates = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/lib/chromium/chromium',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
]

/** The flags every headless launch uses on these machines (closed network, no sandbox as root). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-dev-shm-usage',
  // Test files run in parallel pages; a background page must keep its timers and animation frames.
  '--disable-background-timer-throttling',
  '--disable-renderer-backgrounding',
  '--disable-backgrounding-occluded-windows',
]

function executable(path) {
  try {
    accessSync(path, constants.X_OK)
    return true
  } catch {
    return false
  }
}

/** Returns the path of a Chromium binary, or null. */
export function locateChromium() {
  if (process.env.CHROME_PATH) return executable(process.env.CHROME_PATH) ? process.env.CHROME_PATH : null
  return candidates.find(executable) ?? null
}

/** Returns a Chromium path, installing Debian's package when allowed; exits the process with one line otherwise. */
export function ensureChromium() {
  const found = locateChromium()
  if (found) return found
  if (process.env.CHROME_PATH) {
    console.error(`CHROME_PATH=${process.env.CHROME_PATH} is not an executable Chromium; fix it or unset it.`)
    process.exit(2)
  }
  const root = typeof process.getuid === 'function' && process.getuid() === 0
  if (root && existsSync('/etc/debian_version')) {
    console.log('[test] Chromium not found; installing Debian packages chromium and fonts-noto-cjk with apt-get…')
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-noto-cjk'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
    const installed = locateChromium()
    if (installed) return installed
  }
  console.error('Chromium is required for the tests: install it (Debian: apt-get install chromium) or set CHROME_PATH.')
  process.exit(2)
}
