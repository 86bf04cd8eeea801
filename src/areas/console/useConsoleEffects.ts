import { useStore } from '@nanostores/react'
import { useEffect, useRef } from 'react'
import { useLocation } from 'wouter'
import { settings } from '../../core/config/settings'
import { emit } from '../../core/events'
import { t } from '../../core/i18n/i18n'
import { $device, $sidebarOpened } from '../../core/layout/layout'
import { setNavigator } from '../../core/navigation'
import { readStorage } from '../../core/storage'
import { $token, $user } from '../../core/session/stores'
import { useHost } from '../../ui/element/HostContext'

/** The session flag that lets the tab close without asking (SPEC §2). */
const PASS_CLOSE_KEY = 'passClose'

const TEXT_FIELDS =
  'input:not([type=hidden]):not([disabled]):not([type=checkbox]):not([type=radio]):not([type=submit]):not([type=button]):not([type=file]), select:not([disabled]), textarea:not([disabled])'

/** The next text field after `from` in its form (or its root when it has no form); null when it is the last. */
function nextInput(from: HTMLInputElement): HTMLElement | null {
  const scope: ParentNode = from.form ?? (from.getRootNode() as Document | ShadowRoot)
  const fields = [...scope.querySelectorAll<HTMLElement>(TEXT_FIELDS)]
  const index = fields.indexOf(from)
  return index >= 0 ? (fields[index + 1] ?? null) : null
}

/**
 * What the console does for the whole page: it owns navigation for core (a 403 goes to /401), asks before the tab
 * closes while a staff session is open (unless `passClose` is set), tracks the mobile breakpoint, moves focus to the
 * next input on Enter, and fires `clinic-session-changed`.
 *
 * @example
 * useConsoleEffects()
 */
export function useConsoleEffects(): void {
  const host = useHost()
  const [, navigate] = useLocation()
  const token = useStore($token)
  const user = useStore($user)

  useEffect(() => setNavigator((path) => navigate(path)), [navigate])

  useEffect(() => {
    if (!token) return
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (readStorage('session', PASS_CLOSE_KEY) === 'true') return
      // Browsers show their own wording; older ones show returnValue. Set it first: preventDefault must come last.
      event.returnValue = t('session.leaveConfirm')
      event.preventDefault()
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => window.removeEventListener('beforeunload', onBeforeUnload)
  }, [token])

  useEffect(() => {
    const update = () => {
      const mobile = window.innerWidth < settings.mobileBreakpoint
      if (mobile && $device.get() !== 'mobile') $sidebarOpened.set(false)
      $device.set(mobile ? 'mobile' : 'desktop')
    }
    update()
    window.addEventListener('resize', update)
    return () => window.removeEventListener('resize', update)
  }, [])

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || event.isComposing || event.defaultPrevented) return
      const target = event.composedPath()[0]
      if (!(target instanceof HTMLInputElement) || ['submit', 'button', 'checkbox', 'radio', 'file'].includes(target.type)) return
      // The last field of a form (the captcha of the login, a search box) keeps Enter for submitting.
      const next = nextInput(target)
      if (next) {
        event.preventDefault()
        next.focus()
      }
    }
    host.addEventListener('keydown', onKeyDown)
    return () => host.removeEventListener('keydown', onKeyDown)
  }, [host])

  const previous = useRef<string | null | undefined>(undefined)
  useEffect(() => {
    if (previous.current === undefined) {
      previous.current = token
      return
    }
    if (previous.current === token) return
    previous.current = token
    emit(host, 'clinic-session-changed', { signedIn: !!token, username: user?.username ?? null })
  }, [token, user, host])
}
