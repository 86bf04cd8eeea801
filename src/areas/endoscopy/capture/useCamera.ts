import { useCallback, useEffect, useRef, useState } from 'react'
import { persistentJson } from '../../../core/storage'
import { shared } from '../../../core/runtime'

/** Why there is no picture: access refused, no device, the device held by another program, an insecure page, or anything else. */
export type CameraProblem = 'denied' | 'absent' | 'busy' | 'insecure' | 'failed'

/** The capture settings a workstation keeps (local storage): the device, the resolution asked for, the foot pedal's key. */
export interface CaptureSettings {
  /** The chosen video input's `deviceId`; null for the browser's default. */
  deviceId: string | null
  /** `WIDTHxHEIGHT` asked of the device (it may deliver another). */
  resolution: string
  /** The key the foot pedal sends (`event.key`). */
  pedalKey: string
}

/** The resolutions offered. */
export const RESOLUTIONS: readonly string[] = ['640x480', '1280x720', '1920x1080']

/** The keys a foot pedal may be set to send (function keys the browser does not use itself). */
export const PEDAL_KEYS: readonly string[] = ['F2', 'F3', 'F4', 'F6', 'F7', 'F8', 'F9', 'F10']

/** This workstation's capture settings, remembered across visits. */
export const $captureSettings = shared('endoscopy.captureSettings', () =>
  persistentJson<CaptureSettings>('local', 'clinic-es-capture', { deviceId: null, resolution: '1280x720', pedalKey: 'F8' }))

/** The problem a failed `getUserMedia` means. */
export function cameraProblemOf(error: unknown): CameraProblem {
  const name = error instanceof DOMException || error instanceof Error ? error.name : ''
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'denied'
  if (name === 'NotFoundError' || name === 'DevicesNotFoundError' || name === 'OverconstrainedError') return 'absent'
  if (name === 'NotReadableError' || name === 'TrackStartError' || name === 'AbortError') return 'busy'
  return 'failed'
}

/** What {@link useCamera} answers. */
export interface CameraState {
  /** The video inputs (labels once access was granted). */
  devices: MediaDeviceInfo[]
  stream: MediaStream | null
  problem: CameraProblem | null
  starting: boolean
  /** What the device delivers (the track's settings). */
  actual: { width: number; height: number; deviceId: string | null } | null
  /** Attach to the `<video>` that shows the stream. */
  videoRef: (video: HTMLVideoElement | null) => void
  video: () => HTMLVideoElement | null
  retry(): void
}

/**
 * Opens a video input (`getUserMedia`) into a `<video>` while `enabled`: the chosen device (or the default when it is
 * gone), the resolution asked as an ideal, and the device list kept current. Every track stops when the component
 * unmounts, the device or resolution changes, or `enabled` turns false: nothing keeps the camera running.
 *
 * @example
 * const camera = useCamera({ deviceId: null, resolution: '1280x720', enabled: true })
 * return <video ref={camera.videoRef} muted playsInline />
 */
export function useCamera({ deviceId, resolution, enabled, onDeviceGone }: {
  deviceId: string | null
  resolution: string
  enabled: boolean
  /** The remembered device is not there any more (the default one opens instead). */
  onDeviceGone?: () => void
}): CameraState {
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([])
  const [stream, setStream] = useState<MediaStream | null>(null)
  const [problem, setProblem] = useState<CameraProblem | null>(null)
  const [starting, setStarting] = useState(false)
  const [actual, setActual] = useState<CameraState['actual']>(null)
  const [attempt, setAttempt] = useState(0)
  const videoEl = useRef<HTMLVideoElement | null>(null)
  const streamRef = useRef<MediaStream | null>(null)
  const goneRef = useRef(onDeviceGone)
  goneRef.current = onDeviceGone

  const listDevices = useCallback(async () => {
    const media = navigator.mediaDevices
    if (!media?.enumerateDevices) return
    const all = await media.enumerateDevices().catch(() => [] as MediaDeviceInfo[])
    setDevices(all.filter((d) => d.kind === 'videoinput'))
  }, [])

  const videoRef = useCallback((video: HTMLVideoElement | null) => {
    videoEl.current = video
    if (video && streamRef.current && video.srcObject !== streamRef.current) {
      video.srcObject = streamRef.current
      void video.play().catch(() => undefined)
    }
  }, [])

  useEffect(() => {
    const media = navigator.mediaDevices
    if (!media) return undefined
    const changed = () => void listDevices()
    media.addEventListener?.('devicechange', changed)
    return () => media.removeEventListener?.('devicechange', changed)
  }, [listDevices])

  useEffect(() => {
    if (!enabled) return undefined
    let cancelled = false
    let opened: MediaStream | null = null
    const media = navigator.mediaDevices
    setProblem(null)
    setActual(null)
    if (!media?.getUserMedia) {
      setProblem(window.isSecureContext === false ? 'insecure' : 'absent')
      return undefined
    }
    const [width, height] = resolution.split('x').map(Number)
    const constraints = (id: string | null): MediaStreamConstraints => ({
      audio: false,
      video: { ...(id ? { deviceId: { exact: id } } : {}), ...(width ? { width: { ideal: width } } : {}), ...(height ? { height: { ideal: height } } : {}) },
    })
    setStarting(true)
    const open = async (): Promise<MediaStream> => {
      try {
        return await media.getUserMedia(constraints(deviceId))
      } catch (error) {
        if (!deviceId || cameraProblemOf(error) !== 'absent') throw error
        goneRef.current?.()
        return media.getUserMedia(constraints(null))
      }
    }
    open().then(
      (s) => {
        if (cancelled) {
          s.getTracks().forEach((track) => track.stop())
          return
        }
        opened = s
        streamRef.current = s
        setStream(s)
        const track = s.getVideoTracks()[0]
        const settings = track?.getSettings()
        setActual(settings ? { width: settings.width ?? 0, height: settings.height ?? 0, deviceId: settings.deviceId ?? null } : null)
        track?.addEventListener('ended', () => {
          if (!cancelled) setProblem('absent')
        })
        const video = videoEl.current
        if (video) {
          video.srcObject = s
          void video.play().catch(() => undefined)
        }
        setStarting(false)
        void listDevices()
      },
      (error: unknown) => {
        if (cancelled) return
        setStarting(false)
        setProblem(cameraProblemOf(error))
        void listDevices()
      },
    )
    return () => {
      cancelled = true
      opened?.getTracks().forEach((track) => track.stop())
      if (streamRef.current === opened) streamRef.current = null
      const video = videoEl.current
      if (video && video.srcObject === opened) video.srcObject = null
      setStream(null)
    }
  }, [enabled, deviceId, resolution, attempt, listDevices])

  return {
    devices, stream, problem, starting, actual, videoRef,
    video: () => videoEl.current,
    retry: () => setAttempt((n) => n + 1),
  }
}
