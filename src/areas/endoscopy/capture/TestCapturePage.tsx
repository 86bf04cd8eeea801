import { makeStyles, tokens } from '@fluentui/react-components'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useT } from '../../../ui/i18n/useT'
import { CapturePanel, type CapturedFrame } from './CapturePanel'
import { hasImageCapture, type GrabMethod } from './frame'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalL },
  table: { borderCollapse: 'collapse', '& th, & td': { textAlign: 'start', padding: '4px 8px', borderBottom: `1px solid ${tokens.colorNeutralStroke2}` } },
  results: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
  result: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, width: '320px' },
  image: { width: '100%', aspectRatio: '4 / 3', objectFit: 'contain', backgroundColor: '#000' },
  muted: { color: tokens.colorNeutralForeground3 },
})

interface Result {
  url: string
  width: number
  height: number
  bytes: number
  method: GrabMethod
  /** Milliseconds from the capture request to the image on screen. */
  ms: number
}

function ResultCard({ result, title }: { result: Result | null; title: string }) {
  const t = useT()
  const styles = useStyles()
  return (
    <figure className={styles.result} data-testid="es-test-result" data-method={result?.method ?? ''}>
      <figcaption><strong>{title}</strong></figcaption>
      {result ? (
        <>
          <img className={styles.image} src={result.url} alt={t('endoscopy.test.imageAlt', { width: result.width, height: result.height })} />
          <span data-testid="es-test-size">{t('endoscopy.test.size', { width: result.width, height: result.height, kb: (result.bytes / 1024).toFixed(1) })}</span>
          <span data-testid="es-test-time">{t('endoscopy.test.time', { ms: Math.round(result.ms) })}</span>
          <span>{t(`endoscopy.test.method.${result.method}`)}</span>
        </>
      ) : <span className={styles.muted}>{t('endoscopy.test.noneYet')}</span>}
    </figure>
  )
}

/**
 * A capture test page: the video inputs with their labels, the live picture with its device and resolution choice,
 * and test captures shown with their size and how long capture to display took — nothing is stored. `compare`
 * (cap2) takes frames both ways, ImageCapture and canvas, side by side.
 */
export function TestCapturePage({ title, compare }: { title: string; compare: boolean }) {
  const t = useT()
  const styles = useStyles()
  const [devices, setDevices] = useState<MediaDeviceInfo[] | null>(null)
  const [results, setResults] = useState<Partial<Record<GrabMethod | 'last', Result>>>({})
  const urls = useRef<string[]>([])

  const listDevices = useCallback(async () => {
    const all = await navigator.mediaDevices?.enumerateDevices?.().catch(() => [] as MediaDeviceInfo[]) ?? []
    setDevices(all.filter((d) => d.kind === 'videoinput'))
  }, [])
  useEffect(() => {
    void listDevices()
    const media = navigator.mediaDevices
    media?.addEventListener?.('devicechange', listDevices)
    return () => media?.removeEventListener?.('devicechange', listDevices)
  }, [listDevices])
  useEffect(() => () => urls.current.forEach((u) => URL.revokeObjectURL(u)), [])

  const onCapture = useCallback(async (frame: CapturedFrame) => {
    const url = URL.createObjectURL(frame.blob)
    urls.current.push(url)
    // The time runs until the image is decoded and can be painted.
    const image = new Image()
    image.src = url
    await image.decode().catch(() => undefined)
    const result: Result = { url, width: frame.width, height: frame.height, bytes: frame.blob.size, method: frame.method, ms: performance.now() - frame.startedAt }
    setResults((r) => ({ ...r, last: result, [frame.method]: result }))
    // Labels appear once access was granted.
    void listDevices()
  }, [listDevices])

  return (
    <div className={styles.root}>
      <h2>{title}</h2>
      <section aria-labelledby="es-test-devices">
        <h3 id="es-test-devices">{t('endoscopy.test.devices')}</h3>
        {devices === null ? null : devices.length === 0 ? <p role="status">{t('endoscopy.test.noDevices')}</p> : (
          <table className={styles.table} data-testid="es-test-devices">
            <thead><tr><th scope="col">#</th><th scope="col">{t('endoscopy.test.label')}</th><th scope="col">{t('endoscopy.test.deviceId')}</th></tr></thead>
            <tbody>
              {devices.map((device, i) => (
                <tr key={device.deviceId || i}>
                  <td>{i + 1}</td>
                  <td>{device.label || t('endoscopy.test.noLabel')}</td>
                  <td>{device.deviceId ? `${device.deviceId.slice(0, 12)}…` : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <CapturePanel onCapture={onCapture} method={compare ? 'imageCapture' : 'auto'} secondMethod={compare ? 'canvas' : undefined} />
      {compare ? (
        <>
          {hasImageCapture() ? null : <p role="status">{t('endoscopy.test.noImageCapture')}</p>}
          <div className={styles.results}>
            <ResultCard result={results.imageCapture ?? null} title={t('endoscopy.test.method.imageCapture')} />
            <ResultCard result={results.canvas ?? null} title={t('endoscopy.test.method.canvas')} />
          </div>
        </>
      ) : (
        <div className={styles.results}><ResultCard result={results.last ?? null} title={t('endoscopy.test.lastCapture')} /></div>
      )}
    </div>
  )
}
