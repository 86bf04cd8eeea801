import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Spinner,
  tokens,
} from '@fluentui/react-components'
import { useEffect, useState } from 'react'
import type { DeployDto, DeployHistoryDto, Page } from '../../../../../core/contract'
import { http } from '../../../../../core/http/http'
import { notify } from '../../../../../core/notify/notifications'
import { toMinute } from '../../../../../core/format/time'
import { useReturnFocus } from '../../../../../ui/a11y/useReturnFocus'
import { useT } from '../../../../../ui/i18n/useT'

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
})

/**
 * eladmin's 系统还原: the earlier deployments of a row whose package is still kept; the chosen one is deployed again
 * (`api/deploy/serverReduction`) and its steps stream into the view's log.
 */
export function RollbackDialog({ deploy, onClose }: { deploy: DeployDto; onClose: () => void }) {
  useReturnFocus()
  const styles = useStyles()
  const t = useT()
  const [entries, setEntries] = useState<DeployHistoryDto[] | null>(null)
  const [chosen, setChosen] = useState<string>('')
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    let live = true
    http.get<Page<DeployHistoryDto>>('api/deployHistory', { deployId: deploy.id, size: 100 })
      .then((page) => {
        if (!live) return
        const kept = page.content.filter((entry) => entry.restorable)
        setEntries(kept)
        setChosen(kept[0]?.id ?? '')
      })
      .catch(() => live && setEntries([]))
    return () => {
      live = false
    }
  }, [deploy.id])
  const rollback = async () => {
    const entry = entries?.find((e) => e.id === chosen)
    if (!entry) return
    setBusy(true)
    try {
      await http.post('api/deploy/serverReduction', entry)
      notify({ intent: 'info', message: t('resources.deploy.rollbackStarted', { date: toMinute(entry.deployDate) }), duration: 3000 })
      onClose()
    } catch {
      setBusy(false)
    }
  }
  return (
    <Dialog open modalType="modal" onOpenChange={(_e, data) => (data.open || busy ? undefined : onClose())}>
      <DialogSurface>
        <form
          onSubmit={(event) => {
            event.preventDefault()
            void rollback()
          }}
        >
          <DialogBody>
            <DialogTitle>{t('resources.deploy.rollbackTitle', { name: deploy.app.name })}</DialogTitle>
            <DialogContent className={styles.body}>
              <MessageBar intent="info">
                <MessageBarBody>{t('resources.deploy.rollbackHint')}</MessageBarBody>
              </MessageBar>
              {entries === null ? <Spinner size="small" /> : entries.length === 0 ? (
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
            </DialogContent>
            <DialogActions>
              <Button appearance="primary" type="submit" disabled={!chosen} disabledFocusable={busy}>
                {t('resources.deploy.rollbackButton')}
              </Button>
              <Button appearance="secondary" disabled={busy} onClick={onClose}>
                {t('resources.deploy.close')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  )
}
