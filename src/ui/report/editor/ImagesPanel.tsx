import { makeStyles, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components'
import { useStore } from '@nanostores/react'
import { createElement, useCallback, useEffect, useState } from 'react'
import { $runtimeConfig } from '../../../core/config/runtimeConfig'
import { $locale } from '../../../core/i18n/instance'
import { ensureElement } from '../../element/loadElement'
import { useT } from '../../i18n/useT'

const useStyles = makeStyles({
  viewer: { display: 'block', width: '100%', height: '100%', minHeight: '360px' },
})

/** What the picture viewer says it shows (`clinic-image-selected`). */
export interface ImageSelected {
  studyId?: number | string
  seriesUid?: string
  instanceUid?: string
  /** The image's own DICOM Patient ID and Accession Number. */
  patientId?: string
  accessionNumber?: string
}

/**
 * The exam's images in `<clinic-pic-viewer>` (loaded on demand beside this element's script), optionally side by side
 * with a prior exam; reports which study the viewer shows (for the wrong-patient guard) and key-image changes.
 *
 * @example
 * <ImagesPanel examineId={12} onShown={setShownStudy} onKeyImagesChanged={reload} />
 */
export function ImagesPanel({ examineId, compareExamineId, onShown, onKeyImagesChanged }: {
  examineId: number
  compareExamineId?: number | undefined
  onShown(detail: ImageSelected): void
  onKeyImagesChanged(): void
}) {
  const t = useT()
  const styles = useStyles()
  const locale = useStore($locale)
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>(() => (customElements.get('clinic-pic-viewer') ? 'ready' : 'loading'))
  useEffect(() => {
    if (state !== 'loading') return
    ensureElement('clinic-pic-viewer').then(() => setState('ready'), () => setState('failed'))
  }, [state])
  const listen = useCallback((element: HTMLElement | null) => {
    if (!element) return undefined
    const selected = (event: Event) => onShown((event as CustomEvent<ImageSelected>).detail)
    const keys = () => onKeyImagesChanged()
    element.addEventListener('clinic-image-selected', selected)
    element.addEventListener('clinic-key-image-changed', keys)
    return () => {
      element.removeEventListener('clinic-image-selected', selected)
      element.removeEventListener('clinic-key-image-changed', keys)
    }
  }, [onShown, onKeyImagesChanged])
  if (state === 'loading') return <Spinner label={t('reportEditor.loading')} />
  if (state === 'failed') return <MessageBar intent="error"><MessageBarBody>{t('reportEditor.viewerFailed')}</MessageBarBody></MessageBar>
  const attributes: Record<string, unknown> = { 'examine-id': String(examineId), locale, class: styles.viewer, ref: listen }
  if (compareExamineId !== undefined) attributes['compare-examine-id'] = String(compareExamineId)
  const apiBase = $runtimeConfig.get().apiBase
  if (apiBase) attributes['api-base'] = apiBase
  return createElement('clinic-pic-viewer', attributes)
}
