import {
  Badge,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  makeStyles,
  tokens,
} from '@fluentui/react-components'
import type { QuartzLogDto } from '../../../../../core/contract'
import { useT } from '../../../../../ui/i18n/useT'

const useStyles = makeStyles({
  stack: {
    margin: 0,
    maxHeight: '60vh',
    overflow: 'auto',
    whiteSpace: 'pre-wrap',
    wordBreak: 'break-word',
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    backgroundColor: tokens.colorNeutralBackground3,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
  },
})

function Outcome({ log }: { log: QuartzLogDto }) {
  const t = useT()
  const styles = useStyles()
  if (log.isSuccess) {
    return (
      <Badge appearance="tint" color="success">
        {t('resources.timingLog.success')}
      </Badge>
    )
  }
  return (
    <Dialog>
      <DialogTrigger disableButtonEnhancement>
        <Button size="small" appearance="transparent" aria-label={t('resources.timingLog.showException', { name: log.jobName, time: log.createTime })}>
          <Badge appearance="tint" color="danger">
            {t('resources.timingLog.failure')}
          </Badge>
        </Button>
      </DialogTrigger>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('resources.timingLog.exception', { name: log.jobName, time: log.createTime })}</DialogTitle>
          <DialogContent>
            <pre className={styles.stack} tabIndex={0}>
              {log.exceptionDetail ?? ''}
            </pre>
          </DialogContent>
          <DialogActions>
            <DialogTrigger disableButtonEnhancement>
              <Button appearance="secondary">{t('resources.timing.close')}</Button>
            </DialogTrigger>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}

/** Succeeded, or failed with a button that shows the exception. */
export function exceptionCell(log: QuartzLogDto) {
  return <Outcome log={log} />
}
