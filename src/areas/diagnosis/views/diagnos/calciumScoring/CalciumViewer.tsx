import { MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components'
import { createElement, useCallback, useEffect, useRef, useState } from 'react'
import { $runtimeConfig } from '../../../../../core/config/runtimeConfig'
import type { RoiMeasuredDetail } from '../../../../../core/events'
import { $locale } from '../../../../../core/i18n/instance'
import { CALCIUM_THRESHOLD_HU } from '../../../../../core/report/agatston'
import { ensureElement } from '../../../../../ui/element/loadElement'
import { useT } from '../../../../../ui/i18n/useT'
import { useCalciumStyles } from './calciumScoring.styles'

/** Props of the calcium viewer. */
export interface CalciumViewerProps {
  examineId: number
  /** An ROI was drawn or removed in the viewer. */
  onRoi: (detail: RoiMeasuredDetail) => void
}

/**
 * The exam's images in `<clinic-pic-viewer>` (loaded on demand beside this element's script) with the calcium
 * threshold of 130 HU, so every rectangle or ellipse ROI reports its calcified area and peak (`clinic-roi-measured`).
 *
 * @example
 * <CalciumViewer examineId={12} onRoi={(detail) => add(detail)} />
 */
export function CalciumViewer({ examineId, onRoi }: CalciumViewerProps) {
  const t = useT()
  const styles = useCalciumStyles()
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>(() => (customElements.get('clinic-pic-viewer') ? 'ready' : 'loading'))
  useEffect(() => {
    if (state !== 'loading') return
    ensureElement('clinic-pic-viewer').then(() => setState('ready'), () => setState('failed'))
  }, [state])
  const onRoiRef = useRef(onRoi)
  onRoiRef.current = onRoi
  const detach = useRef<(() => void) | null>(null)
  const attach = useCallback((viewer: HTMLElement | null) => {
    detach.current?.()
    detach.current = null
    if (!viewer) return
    const listener = (event: Event) => onRoiRef.current((event as CustomEvent<RoiMeasuredDetail>).detail)
    viewer.addEventListener('clinic-roi-measured', listener)
    detach.current = () => viewer.removeEventListener('clinic-roi-measured', listener)
  }, [])
  if (state === 'loading') return <Spinner label={t('diagnosis.calcium.viewerLoading')} />
  if (state === 'failed') {
    return <MessageBar intent="error" role="alert"><MessageBarBody>{t('diagnosis.calcium.viewerFailed')}</MessageBarBody></MessageBar>
  }
  const attributes: Record<string, unknown> = {
    ref: attach, 'examine-id': String(examineId), 'calcium-threshold': String(CALCIUM_THRESHOLD_HU), locale: $locale.get(), class: styles.viewer,
  }
  const apiBase = $runtimeConfig.get().apiBase
  if (apiBase) attributes['api-base'] = apiBase
  return createElement('clinic-pic-viewer', attributes)
}
