import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  makeStyles,
  Spinner,
  tokens,
  ToolbarButton,
} from '@fluentui/react-components'
import { CopyRegular, DeleteDismissRegular, TextBulletListSquareSearchRegular } from '@fluentui/react-icons'
import { useState } from 'react'
import type { LogExceptionDto, SysLogErrorDto } from '../../../../../core/contract'
import { http } from '../../../../../core/http/http'
import { confirm } from '../../../../../core/notify/confirm'
import { notify } from '../../../../../core/notify/notifications'
import { useT } from '../../../../../ui/i18n/useT'
import { useQuery } from '../../../../../ui/query/useQuery'
import type { ResourceContext } from '../../../../../ui/resource/resourceView.types'

const useStyles = makeStyles({
  surface: { width: 'min(900px, 96vw)', maxWidth: 'min(900px, 96vw)' },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3, fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0, minWidth: 0, overflowWrap: 'anywhere' },
  code: {
    margin: 0,
    maxHeight: '45vh',
    overflow: 'auto',
    whiteSpace: 'pre-wrap',
    wordBreak: 'break-word',
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    backgroundColor: tokens.colorNeutralBackground3,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
  },
  status: { marginInlineEnd: 'auto', alignSelf: 'center', color: tokens.colorNeutralForeground2 },
})

/** The parameters as indented JSON when they are JSON, else as they were written. */
function pretty(params: string): string {
  try {
    return JSON.stringify(JSON.parse(params), null, 2)
  } catch {
    return params
  }
}

function Exception({ id, onText }: { id: number; onText: (text: string) => void }) {
  const t = useT()
  const styles = useStyles()
  const { data, loading, error } = useQuery(`api/logs/error/${id}`, async (key) => {
    const answer = await http.get<LogExceptionDto>(key)
    onText(answer.exception)
    return answer
  })
  if (loading && !data) return <Spinner size="tiny" label={t('resources.logDetail.loading')} />
  if (error) return <p className={styles.value}>{t('resources.logDetail.failed')}</p>
  return (
    // Focusable: a long stack scrolls from the keyboard too.
    <pre className={styles.code} tabIndex={0} aria-label={t('resources.logDetail.exception')} data-exception="">
      {data?.exception || t('resources.logDetail.none')}
    </pre>
  )
}

function Detail({ log, errors }: { log: SysLogErrorDto; errors: boolean }) {
  const t = useT()
  const styles = useStyles()
  const [exception, setException] = useState<string | null>(null)
  const [said, setSaid] = useState<'copied' | 'copyFailed' | null>(null)
  const name = `${log.description} ${log.createTime}`
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(exception ?? '')
      setSaid('copied')
    } catch {
      setSaid('copyFailed')
    }
  }
  return (
    <Dialog>
      <DialogTrigger disableButtonEnhancement>
        <Button size="small" appearance="subtle" icon={<TextBulletListSquareSearchRegular />} aria-label={t('resources.logDetail.show', { name })} title={t('resources.logDetail.show', { name })} />
      </DialogTrigger>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t(errors ? 'resources.logDetail.errorTitle' : 'resources.logDetail.title', { name })}</DialogTitle>
          <DialogContent>
            <dl className={styles.facts}>
              <dt className={styles.term}>{t('resources.logDetail.user')}</dt>
              <dd className={styles.value}>{log.username || '—'}</dd>
              <dt className={styles.term}>{t('resources.logDetail.request')}</dt>
              <dd className={styles.value}>
                <code data-request="">{`${log.method} ${log.path}`}</code>
              </dd>
              <dt className={styles.term}>{t('resources.logDetail.params')}</dt>
              <dd className={styles.value}>
                {log.params ? (
                  <pre className={styles.code} tabIndex={0} aria-label={t('resources.logDetail.params')} data-params="">
                    {pretty(log.params)}
                  </pre>
                ) : (
                  t('resources.logDetail.none')
                )}
              </dd>
              {errors ? (
                <>
                  <dt className={styles.term}>{t('resources.logDetail.exception')}</dt>
                  <dd className={styles.value}>
                    <Exception id={log.id} onText={setException} />
                  </dd>
                </>
              ) : null}
            </dl>
          </DialogContent>
          <DialogActions>
            {errors ? (
              <>
                <span role="status" className={styles.status}>
                  {said ? t(`resources.logDetail.${said}`) : ''}
                </span>
                <Button icon={<CopyRegular />} disabled={exception === null} onClick={() => void copy()}>
                  {t('resources.logDetail.copy')}
                </Button>
              </>
            ) : null}
            <DialogTrigger disableButtonEnhancement>
              <Button appearance="secondary">{t('resources.logDetail.close')}</Button>
            </DialogTrigger>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}

/**
 * A row's detail button: a dialog with the request (method and path) and its parameters, and for an error its
 * exception (loaded when opened), monospace and scrollable, with a copy button. Closing gives the focus back to it.
 */
export function logDetailButton(log: SysLogErrorDto, errors: boolean) {
  return <Detail log={log} errors={errors} />
}

function Clear<Row>({ context, url, what }: { context: ResourceContext<Row>; url: string; what: 'info' | 'error' }) {
  const t = useT()
  const [busy, setBusy] = useState(false)
  const clear = async () => {
    const yes = await confirm({
      title: t('resources.logClear.title'),
      message: t(what === 'info' ? 'resources.logClear.confirmInfo' : 'resources.logClear.confirmError'),
      confirmText: t('resources.logClear.button'),
      cancelText: t('kit.dialog.cancel'),
    })
    if (!yes) return
    setBusy(true)
    try {
      await http.del(url)
      await context.refresh()
      notify({ intent: 'success', message: t('resources.logClear.cleared'), duration: 2500 })
    } finally {
      setBusy(false)
    }
  }
  return (
    <ToolbarButton icon={<DeleteDismissRegular />} disabled={busy} onClick={() => void clear().catch(() => undefined)}>
      {t('resources.logClear.button')}
    </ToolbarButton>
  )
}

/** The toolbar's "Clear" of a whole log (eladmin's 清空), after a confirmation. */
export function clearLogButton<Row>(context: ResourceContext<Row>, url: string, what: 'info' | 'error') {
  return <Clear context={context} url={url} what={what} />
}
