import { MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components'
import { useStore } from '@nanostores/react'
import { createElement, useEffect, useState } from 'react'
import { $runtimeConfig } from '../../../../../core/config/runtimeConfig'
import { $locale } from '../../../../../core/i18n/instance'
import { ensureElement } from '../../../../../ui/element/loadElement'
import { useT } from '../../../../../ui/i18n/useT'

/**
 * The exam's ECG in `<clinic-pic-viewer>` (its script loaded on first use), where the calipers measure; the panel hears
 * their `clinic-ecg-measured` as it hears the editor's own images panel.
 *
 * @example
 * <EcgWaveform examineId={12} label="ECG waveform of ECG20250601001" className={styles.viewer} />
 */
export function EcgWaveform({ examineId, label, className }: { examineId: number; label: string; className: string }) {
  const t = useT()
  const locale = useStore($locale)
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>(() => (customElements.get('clinic-pic-viewer') ? 'ready' : 'loading'))
  useEffect(() => {
    if (state !== 'loading') return
    ensureElement('clinic-pic-viewer').then(() => setState('ready'), () => setState('failed'))
  }, [state])
  if (state === 'loading') return <Spinner size="small" label={t('ecgReport.waveform.loading')} />
  if (state === 'failed') return <MessageBar intent="error"><MessageBarBody>{t('ecgReport.waveform.failed')}</MessageBarBody></MessageBar>
  const attributes: Record<string, unknown> = { 'examine-id': String(examineId), locale, class: className, role: 'region', 'aria-label': label }
  const apiBase = $runtimeConfig.get().apiBase
  if (apiBase) attributes['api-base'] = apiBase
  return createElement('clinic-pic-viewer', attributes)
}
