import { Field, MessageBar, MessageBarBody, Radio, RadioGroup, Spinner } from '@fluentui/react-components'
import { useEffect, useState } from 'react'
import type { DeployDto, DeployHistoryDto, Page } from '../../../../../core/contract'
import { http } from '../../../../../core/http/http'
import { notify } from '../../../../../core/notify/notifications'
import { toMinute } from '../../../../../core/format/time'
import { ActionDialog } from '../../../../../ui/dialog/ActionDialog'
import { useT } from '../../../../../ui/i18n/useT'

/**
 * eladmin's 系统还原: the earlier deployments of a row whose package is still kept; the chosen one is deployed again
 * (`api/deploy/serverReduction`) and its steps stream into the view's log. A history that cannot be read says why.
 */
export function RollbackDialog({ deploy, onClose }: { deploy: DeployDto; onClose: () => void }) {
  const t = useT()
  const [entries, setEntries] = useState<DeployHistoryDto[] | Error | null>(null)
  const [chosen, setChosen] = useState<string>('')
  useEffect(() => {
    let live = true
    http.get<Page<DeployHistoryDto>>('api/deployHistory', { deployId: deploy.id, size: 100 }, { silent: true })
      .then((page) => {
        if (!live) return
        const kept = page.content.filter((entry) => entry.restorable)
        setEntries(kept)
        setChosen(kept[0]?.id ?? '')
      })
      .catch((error: unknown) => live && setEntries(error instanceof Error ? error : new Error(String(error))))
    return () => {
      live = false
    }
  }, [deploy.id])
  const rollback = async () => {
    const entry = Array.isArray(entries) ? entries.find((e) => e.id === chosen) : undefined
    if (!entry) return
    await http.post('api/deploy/serverReduction', entry, { silent: true })
    notify({ intent: 'info', message: t('resources.deploy.rollbackStarted', { date: toMinute(entry.deployDate) }), duration: 3000 })
  }
  return (
    <ActionDialog
      title={t('resources.deploy.rollbackTitle', { name: deploy.app.name })}
      submitLabel={t('resources.deploy.rollbackButton')}
      cancelLabel={t('resources.deploy.close')}
      canSubmit={!!chosen}
      onSubmit={rollback}
      onClose={onClose}
    >
      <MessageBar intent="info">
        <MessageBarBody>{t('resources.deploy.rollbackHint')}</MessageBarBody>
      </MessageBar>
      {entries === null ? (
        <Spinner size="small" />
      ) : entries instanceof Error ? (
        <MessageBar intent="error">
          <MessageBarBody>{entries.message}</MessageBarBody>
        </MessageBar>
      ) : entries.length === 0 ? (
        <MessageBar intent="warning">
          <MessageBarBody>{t('resources.deploy.noHistory')}</MessageBarBody>
        </MessageBar>
      ) : (
        <Field label={t('resources.deploy.rollbackList')}>
          <RadioGroup value={chosen} onChange={(_e, data) => setChosen(data.value)}>
            {entries.map((entry) => (
              <Radio key={entry.id} value={entry.id} label={t('resources.deploy.rollbackEntry', { date: toMinute(entry.deployDate), ip: entry.ip, user: entry.deployUser })} />
            ))}
          </RadioGroup>
        </Field>
      )}
    </ActionDialog>
  )
}
