import { Button, Caption1, MessageBar, MessageBarActions, MessageBarBody, Spinner, Title3 } from '@fluentui/react-components'
import { ArrowClockwiseRegular, SaveRegular } from '@fluentui/react-icons'
import type { FormEvent } from 'react'
import { useMessages } from '../../../../../ui/i18n/useMessages'
import { useT } from '../../../../../ui/i18n/useT'
import { useCan } from '../../../../../ui/permission/useCan'
import { DepartmentsSection } from './DepartmentsSection'
import { useHospitalConfigStyles } from './hospitalConfig.styles'
import { IdentitySection } from './IdentitySection'
import { LetterheadSection } from './LetterheadSection'
import { hospitalConfigMessages } from './messages'
import { RulesSection } from './RulesSection'
import { useHospitalConfig } from './useHospitalConfig'

/**
 * The hospital configuration view (`mnt/hospitalConfig/index`): the hospital's identity used everywhere (name, console
 * title, logo, letterhead, departments, footer, case number, public addresses, report QR code) and the department
 * rules other views read (exam-number format with the next number, turnaround and critical-value limits per
 * modality). Reading needs `hospitalConfig:list`; editing `hospitalConfig:edit`. A save shows at once in the console
 * and in any open report.
 */
export default function HospitalConfigView() {
  useMessages(hospitalConfigMessages)
  const styles = useHospitalConfigStyles()
  const t = useT()
  const form = useHospitalConfig()
  const canEdit = useCan(['admin', 'hospitalConfig:edit'])
  const readOnly = !canEdit || form.saving

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    void form.save()
  }

  return (
    <form className={styles.root} onSubmit={onSubmit} noValidate aria-labelledby="hospital-config-title">
      <div className={styles.header}>
        <Title3 as="h1" id="hospital-config-title" className={styles.heading}>{t('hospitalConfig.title')}</Title3>
        {form.config?.updateTime ? (
          <Caption1 className={styles.stamp}>
            {t('hospitalConfig.updated', { by: form.config.updateBy ?? '', time: form.config.updateTime, version: form.config.version })}
          </Caption1>
        ) : null}
      </div>
      {form.loading && !form.draft ? <Spinner label={t('common.loading')} /> : null}
      {form.loadError ? (
        <MessageBar intent="error">
          <MessageBarBody>{t('hospitalConfig.loadFailed', { message: form.loadError })}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => void form.reload()}>{t('common.retry')}</Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}
      {form.draft && !canEdit ? (
        <MessageBar intent="info"><MessageBarBody>{t('hospitalConfig.readOnly')}</MessageBarBody></MessageBar>
      ) : null}
      {form.draft ? (
        <>
          <IdentitySection form={form} readOnly={readOnly} />
          <LetterheadSection form={form} readOnly={readOnly} />
          <DepartmentsSection form={form} readOnly={readOnly} />
          <RulesSection form={form} readOnly={readOnly} />
        </>
      ) : null}
      {form.general ? (
        <MessageBar intent={form.conflict ? 'warning' : 'error'} role="alert">
          <MessageBarBody>{form.conflict ? `${form.general} ${t('hospitalConfig.conflict')}` : form.general}</MessageBarBody>
          {form.conflict ? (
            <MessageBarActions>
              <Button icon={<ArrowClockwiseRegular />} onClick={() => void form.reload()}>{t('hospitalConfig.reload')}</Button>
            </MessageBarActions>
          ) : null}
        </MessageBar>
      ) : null}
      {form.draft && canEdit ? (
        <div className={styles.actions}>
          <Button appearance="primary" type="submit" icon={<SaveRegular />} disabledFocusable={form.saving}>
            {form.saving ? t('hospitalConfig.saving') : t('hospitalConfig.save')}
          </Button>
          <Button disabled={!form.dirty || form.saving} onClick={form.reset}>{t('hospitalConfig.reset')}</Button>
        </div>
      ) : null}
    </form>
  )
}
