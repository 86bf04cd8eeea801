import { Button, Field, Text } from '@fluentui/react-components'
import { ArrowUploadRegular, DeleteRegular } from '@fluentui/react-icons'
import { useRef, useState, type ChangeEvent } from 'react'
import type { HospitalConfigDto } from '../../../../../core/contract/hospital'
import { apiUrl } from '../../../../../core/config/runtimeConfig'
import { HttpError } from '../../../../../core/http/HttpError'
import { http } from '../../../../../core/http/http'
import { confirm, notify } from '../../../../../core/notify'
import { useT } from '../../../../../ui/i18n/useT'
import { useHospitalConfigStyles } from './hospitalConfig.styles'
import type { HospitalConfigController } from './useHospitalConfig'

/** The largest logo the server takes, in KB. */
const LOGO_MAX_KB = 256

/**
 * The hospital logo: what is shown now, upload (PNG or JPEG up to 256 KB, checked here and again on the server) and
 * removal after a confirmation. Each is a save of its own from the version read.
 *
 * @example
 * <LogoField form={form} readOnly={!canEdit} />
 */
export function LogoField({ form, readOnly }: { form: HospitalConfigController; readOnly: boolean }) {
  const styles = useHospitalConfigStyles()
  const t = useT()
  const input = useRef<HTMLInputElement>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const logo = form.config?.logo ?? null

  const send = async (action: () => Promise<HospitalConfigDto>, done: string): Promise<void> => {
    setBusy(true)
    setProblem(null)
    try {
      form.acceptLogo(await action())
      notify({ intent: 'success', message: done })
    } catch (failure) {
      setProblem(failure instanceof HttpError || failure instanceof Error ? failure.message : String(failure))
    } finally {
      setBusy(false)
    }
  }

  const onFile = (event: ChangeEvent<HTMLInputElement>): void => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file || !form.config) return
    if (!['image/png', 'image/jpeg'].includes(file.type)) return setProblem(t('hospitalConfig.logo.badType'))
    if (file.size > LOGO_MAX_KB * 1024) return setProblem(t('hospitalConfig.logo.tooLarge', { kb: LOGO_MAX_KB }))
    const body = new FormData()
    body.append('file', file)
    body.append('version', String(form.config.version))
    void send(() => http.post<HospitalConfigDto>('api/hospitalConfig/logo', body, { quietStatuses: [400, 409] }), t('hospitalConfig.logo.uploaded'))
  }

  const onRemove = async (): Promise<void> => {
    if (!form.config) return
    const yes = await confirm({
      title: t('hospitalConfig.logo.removeTitle'), message: t('hospitalConfig.logo.removeMessage'), confirmText: t('common.confirm'), cancelText: t('common.cancel'),
    })
    if (!yes) return
    const version = form.config.version
    void send(() => http.del<HospitalConfigDto>('api/hospitalConfig/logo', undefined, { params: { version }, quietStatuses: [409] }), t('hospitalConfig.logo.removed'))
  }

  return (
    <Field label={t('hospitalConfig.logo.label')} hint={t('hospitalConfig.logo.hint', { kb: LOGO_MAX_KB })}
      validationMessage={problem ?? undefined} validationState={problem ? 'error' : 'none'}>
      <div className={styles.logoRow}>
        {logo ? <img className={styles.logoImage} src={apiUrl(logo.url)} alt={t('hospitalConfig.logo.preview')} /> : <Text>{t('hospitalConfig.logo.none')}</Text>}
        {readOnly ? null : (
          <>
            <input ref={input} className={styles.hiddenInput} type="file" accept="image/png,image/jpeg" tabIndex={-1} aria-hidden="true" onChange={onFile} />
            <Button icon={<ArrowUploadRegular />} disabledFocusable={busy} onClick={() => input.current?.click()}>{t('hospitalConfig.logo.choose')}</Button>
            {logo ? <Button icon={<DeleteRegular />} disabledFocusable={busy} onClick={() => void onRemove()}>{t('hospitalConfig.logo.remove')}</Button> : null}
          </>
        )}
      </div>
    </Field>
  )
}
