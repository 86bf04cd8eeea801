import { Button, Field, makeStyles, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle, Select, Spinner, tokens } from '@fluentui/react-components'
import { CameraRegular, PauseRegular, PlayRegular } from '@fluentui/react-icons'
import { useStore } from '@nanostores/react'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { useT } from '../../../ui/i18n/useT'
import { frameToJpeg, grabFrame, type Frame, type GrabMethod } from './frame'
import { $captureSettings, PEDAL_KEYS, RESOLUTIONS, useCamera } from './useCamera'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  settings: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'end' },
  screen: {
    position: 'relative', backgroundColor: '#000', aspectRatio: '4 / 3', width: '100%', maxWidth: '640px', overflow: 'hidden',
    borderRadius: tokens.borderRadiusMedium,
  },
  media: { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'contain' },
  hidden: { visibility: 'hidden' },
  frozenTag: {
    position: 'absolute', top: tokens.spacingVerticalS, insetInlineStart: tokens.spacingHorizontalS, padding: '2px 8px',
    backgroundColor: tokens.colorPaletteDarkOrangeBackground3, color: tokens.colorNeutralForegroundOnBrand, borderRadius: tokens.borderRadiusSmall,
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  hint: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
})

/** A captured frame as handed to the page: the JPEG, its size, how it was taken and how long encoding took. */
export interface CapturedFrame {
  blob: Blob
  width: number
  height: number
  method: GrabMethod
  /** `performance.now()` when the capture was asked for (button, pedal or shortcut). */
  startedAt: number
}

/** Props of {@link CapturePanel}. */
export interface CapturePanelProps {
  /** Receives each captured frame (upload it, show it). */
  onCapture(frame: CapturedFrame): Promise<void> | void
  /** How frames are taken (`auto`: the video drawn on a canvas; see `grabFrame`). */
  method?: 'auto' | GrabMethod
  /** Offer a second capture button taking the frame the other way (the test page comparing both paths). */
  secondMethod?: GrabMethod | undefined
  /** Whether capturing is allowed (the report is editable); the picture still shows. */
  canCapture?: boolean
}

/** Whether a key event comes from a field the user types in (a configured letter key must not fire there). */
function typing(event: KeyboardEvent): boolean {
  const target = event.composedPath()[0]
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
}

/**
 * Live capture from a video device: device and resolution choice (remembered on this workstation), the picture,
 * freeze, and capture by button, by the foot pedal's key (default F8, anywhere on the page) or by Alt+C (Alt+F
 * freezes). A camera that is absent, refused or busy shows what to do and a Retry; the stream stops on unmount.
 *
 * @example
 * <CapturePanel onCapture={(frame) => upload(frame.blob)} />
 */
export function CapturePanel({ onCapture, method = 'auto', secondMethod, canCapture = true }: CapturePanelProps) {
  const t = useT()
  const styles = useStyles()
  const settings = useStore($captureSettings)
  const ids = useId()
  const camera = useCamera({
    deviceId: settings.deviceId,
    resolution: settings.resolution,
    enabled: true,
    onDeviceGone: () => $captureSettings.set({ ...$captureSettings.get(), deviceId: null }),
  })
  const [frozen, setFrozen] = useState<Frame | null>(null)
  const [busy, setBusy] = useState(0)
  const [status, setStatus] = useState('')
  const frozenHost = useRef<HTMLDivElement | null>(null)
  const live = camera.stream !== null && camera.problem === null

  // A frozen frame belongs to the stream it came from.
  useEffect(() => setFrozen(null), [camera.stream])

  useEffect(() => {
    const host = frozenHost.current
    if (!host) return
    host.replaceChildren(...(frozen ? [frozen.canvas] : []))
    if (frozen) frozen.canvas.className = styles.media
  }, [frozen, styles.media])

  const grab = useCallback(async (how: 'auto' | GrabMethod): Promise<Frame> => {
    const video = camera.video()
    if (!video || !camera.stream) throw new Error('no stream')
    return grabFrame(video, camera.stream.getVideoTracks()[0] ?? null, how)
  }, [camera])

  const capture = useCallback(async (how: 'auto' | GrabMethod = method) => {
    if (!live || !canCapture) return
    const startedAt = performance.now()
    setBusy((n) => n + 1)
    try {
      // A frozen picture is what the endoscopist chose: that frame is captured, not the live one.
      const frame = frozen ?? (await grab(how))
      const blob = await frameToJpeg(frame)
      await onCapture({ blob, width: frame.width, height: frame.height, method: frame.method, startedAt })
      setStatus(t('endoscopy.capture.captured', { width: frame.width, height: frame.height }))
    } catch (error) {
      setStatus(error instanceof RangeError ? t('endoscopy.capture.tooLarge') : t('endoscopy.capture.failed'))
    } finally {
      setBusy((n) => n - 1)
    }
  }, [live, canCapture, method, frozen, grab, onCapture, t])

  const toggleFreeze = useCallback(async () => {
    if (frozen) {
      setFrozen(null)
      setStatus(t('endoscopy.capture.unfrozen'))
      return
    }
    if (!live) return
    try {
      setFrozen(await grab('canvas'))
      setStatus(t('endoscopy.capture.frozenStatus'))
    } catch {
      setStatus(t('endoscopy.capture.failed'))
    }
  }, [frozen, live, grab, t])

  // The foot pedal (its key, page-wide) and the shortcuts Alt+C / Alt+F.
  const captureRef = useRef(capture)
  captureRef.current = capture
  const freezeRef = useRef(toggleFreeze)
  freezeRef.current = toggleFreeze
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat) return
      const alt = event.altKey && !event.ctrlKey && !event.metaKey
      if (event.key === $captureSettings.get().pedalKey && !alt && !typing(event)) {
        event.preventDefault()
        void captureRef.current()
      } else if (alt && event.code === 'KeyC') {
        event.preventDefault()
        void captureRef.current()
      } else if (alt && event.code === 'KeyF') {
        event.preventDefault()
        void freezeRef.current()
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])

  const set = (patch: Partial<typeof settings>) => $captureSettings.set({ ...$captureSettings.get(), ...patch })
  const chosen = settings.deviceId ?? camera.actual?.deviceId ?? ''

  return (
    <section className={styles.root} aria-labelledby={`${ids}-title`} data-testid="es-capture">
      <h3 id={`${ids}-title`}>{t('endoscopy.capture.title')}</h3>
      <div className={styles.settings}>
        <Field label={t('endoscopy.capture.device')}>
          <Select value={chosen} onChange={(_e, data) => set({ deviceId: data.value || null })} data-testid="es-device">
            {camera.devices.length === 0 ? <option value="">{t('endoscopy.capture.defaultDevice')}</option> : null}
            {camera.devices.map((device, i) => (
              <option key={device.deviceId || i} value={device.deviceId}>{device.label || t('endoscopy.capture.deviceN', { n: i + 1 })}</option>
            ))}
          </Select>
        </Field>
        <Field label={t('endoscopy.capture.resolution')}>
          <Select value={settings.resolution} onChange={(_e, data) => set({ resolution: data.value })} data-testid="es-resolution">
            {RESOLUTIONS.map((r) => <option key={r} value={r}>{r.replace('x', ' × ')}</option>)}
          </Select>
        </Field>
        <Field label={t('endoscopy.capture.pedalKey')}>
          <Select value={settings.pedalKey} onChange={(_e, data) => set({ pedalKey: data.value })} data-testid="es-pedal">
            {PEDAL_KEYS.map((key) => <option key={key} value={key}>{key}</option>)}
          </Select>
        </Field>
      </div>

      {camera.problem ? (
        <MessageBar intent={camera.problem === 'busy' ? 'warning' : 'error'} role="alert" data-testid="es-camera-problem">
          <MessageBarBody>
            <MessageBarTitle>{t(`endoscopy.capture.problem.${camera.problem}.title`)}</MessageBarTitle>
            {t(`endoscopy.capture.problem.${camera.problem}.help`)}
          </MessageBarBody>
          <MessageBarActions>
            <Button onClick={camera.retry}>{t('endoscopy.capture.retry')}</Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}

      <div className={styles.screen}>
        <video
          ref={camera.videoRef}
          className={`${styles.media} ${frozen ? styles.hidden : ''}`}
          muted
          playsInline
          aria-label={t('endoscopy.capture.live')}
          data-testid="es-video"
        />
        <div ref={frozenHost} role="img" aria-label={t('endoscopy.capture.frozenImage')} hidden={!frozen} data-testid="es-frozen" />
        {frozen ? <span className={styles.frozenTag}>{t('endoscopy.capture.frozen')}</span> : null}
        {camera.starting ? <Spinner className={styles.media} appearance="inverted" label={t('endoscopy.capture.starting')} /> : null}
      </div>

      <div className={styles.actions}>
        <Button appearance="primary" icon={<CameraRegular />} disabled={!live || !canCapture} onClick={() => void capture()} data-testid="es-capture-button">
          {t('endoscopy.capture.capture')}
        </Button>
        {secondMethod ? (
          <Button icon={<CameraRegular />} disabled={!live || !canCapture} onClick={() => void capture(secondMethod)} data-testid="es-capture-second">
            {t(`endoscopy.capture.captureBy.${secondMethod}`)}
          </Button>
        ) : null}
        <Button icon={frozen ? <PlayRegular /> : <PauseRegular />} disabled={!live} aria-pressed={frozen !== null} onClick={() => void toggleFreeze()} data-testid="es-freeze">
          {frozen ? t('endoscopy.capture.unfreeze') : t('endoscopy.capture.freeze')}
        </Button>
        {busy > 0 ? <Spinner size="tiny" label={t('endoscopy.capture.saving')} /> : null}
        <span className={styles.hint}>{t('endoscopy.capture.keys', { pedal: settings.pedalKey })}</span>
      </div>
      {camera.actual ? (
        <div className={styles.hint} data-testid="es-actual">{t('endoscopy.capture.delivers', { width: camera.actual.width, height: camera.actual.height })}</div>
      ) : null}
      <div aria-live="polite" className={styles.hint} data-testid="es-capture-status">{status}</div>
    </section>
  )
}
