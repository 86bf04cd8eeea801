import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  Text,
  tokens,
} from '@fluentui/react-components'
import { LockClosedRegular } from '@fluentui/react-icons'
import { useStore } from '@nanostores/react'
import { useEffect, useState, type FormEvent } from 'react'
import { $runtimeConfig } from '../../core/config'
import { $token, $user, logout, unlock } from '../../core/session'
import { useReturnFocus } from '../../ui/a11y/useReturnFocus'
import { useT } from '../../ui/i18n/useT'

const useStyles = makeStyles({
  // Opaque: nothing of the patients' data on screen shows through while the workstation is unattended.
  backdrop: { backgroundColor: tokens.colorNeutralBackground3 },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  icon: { fontSize: '32px', color: tokens.colorBrandForeground1 },
})

const ACTIVITY = ['keydown', 'pointerdown', 'wheel', 'touchstart'] as const

/**
 * The idle lock: after `idleLockMinutes` without a key, click, wheel or touch anywhere on the page, a signed-in
 * console covers its screen and asks for the password. The open work stays underneath (nothing is unmounted or
 * reloaded), and after unlocking the focus returns where it was. Signing out from the lock ends the session.
 *
 * @example
 * <IdleLock />
 */
export function IdleLock() {
  const token = useStore($token)
  const { idleLockMinutes } = useStore($runtimeConfig)
  const [locked, setLocked] = useState(false)

  useEffect(() => {
    if (!token || !(idleLockMinutes > 0) || locked) return
    let timer = 0
    const arm = () => {
      window.clearTimeout(timer)
      timer = window.setTimeout(() => setLocked(true), idleLockMinutes * 60_000)
    }
    arm()
    for (const type of ACTIVITY) document.addEventListener(type, arm, { capture: true, passive: true })
    return () => {
      window.clearTimeout(timer)
      for (const type of ACTIVITY) document.removeEventListener(type, arm, { capture: true })
    }
  }, [token, idleLockMinutes, locked])

  // Signed out meanwhile (another tab, an expired session): nothing left to unlock.
  useEffect(() => {
    if (!token) setLocked(false)
  }, [token])

  return locked && token ? <LockScreen onUnlocked={() => setLocked(false)} /> : null
}

/** The lock itself: the password asked for; the focus goes back where it was once it is gone (useReturnFocus). */
function LockScreen({ onUnlocked }: { onUnlocked: () => void }) {
  const styles = useStyles()
  const t = useT()
  const user = useStore($user)
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  useReturnFocus()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!password) {
      setError(t('idleLock.passwordRequired'))
      return
    }
    setBusy(true)
    setError(null)
    try {
      await unlock(password)
      onUnlocked()
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog open modalType="alert">
      <DialogSurface backdrop={{ className: styles.backdrop }} aria-describedby="clinic-idle-lock-text">
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <DialogTitle>{t('idleLock.title')}</DialogTitle>
            <DialogContent className={styles.body}>
              <LockClosedRegular className={styles.icon} aria-hidden="true" />
              <Text id="clinic-idle-lock-text">{t('idleLock.body', { name: user?.nickName ?? user?.username ?? '' })}</Text>
              <Field label={t('idleLock.password')} validationMessage={error ?? undefined} validationState={error ? 'error' : 'none'}>
                <Input type="password" autoComplete="current-password" value={password} onChange={(_e, d) => setPassword(d.value)} />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={() => void logout()}>
                {t('idleLock.signOut')}
              </Button>
              <Button appearance="primary" type="submit" disabled={busy}>
                {t('idleLock.unlock')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  )
}
