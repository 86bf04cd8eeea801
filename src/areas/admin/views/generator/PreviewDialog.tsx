import {
  Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, MessageBar, MessageBarBody, Spinner, Tab, TabList, tokens,
} from '@fluentui/react-components'
import { useContext, useEffect, useState } from 'react'
import type { GeneratedFile } from '../../../../core/contract'
import { useReturnFocus } from '../../../../ui/a11y/useReturnFocus'
import { ElementIdContext } from '../../../../ui/element/HostContext'
import { useT } from '../../../../ui/i18n/useT'
import { previewCode } from './generatorActions'

const useStyles = makeStyles({
  surface: { maxWidth: 'min(1100px, 95vw)', width: '95vw' },
  tabs: { flexWrap: 'wrap' },
  code: {
    margin: 0, padding: tokens.spacingHorizontalM, maxHeight: '60vh', overflow: 'auto', fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200,
    backgroundColor: tokens.colorNeutralBackground3, borderRadius: tokens.borderRadiusMedium, whiteSpace: 'pre',
  },
})

/** The generated files of a table, one tab per file (eladmin's preview page, in a dialog); focus returns on close. */
export function PreviewDialog({ table, onClose }: { table: string; onClose: () => void }) {
  const t = useT()
  const styles = useStyles()
  const prefix = useContext(ElementIdContext)
  const [files, setFiles] = useState<GeneratedFile[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [current, setCurrent] = useState(0)
  useReturnFocus()
  useEffect(() => {
    let live = true
    previewCode(table).then((answer) => live && setFiles(answer), (e: unknown) => live && setError(e instanceof Error ? e.message : String(e)))
    return () => {
      live = false
    }
  }, [table])
  const file = files?.[current]
  return (
    <Dialog open modalType="modal" onOpenChange={(_e, d) => !d.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t('generator.previewTitle', { table })}</DialogTitle>
          <DialogContent>
            {error ? <MessageBar intent="error" role="alert"><MessageBarBody>{error}</MessageBarBody></MessageBar> : null}
            {!files && !error ? <Spinner label={t('generator.generating')} /> : null}
            {files ? (
              <>
                <TabList className={styles.tabs} size="small" selectedValue={current} onTabSelect={(_e, d) => setCurrent(Number(d.value))} aria-label={t('generator.files')}>
                  {files.map((f, i) => (
                    <Tab key={f.name} value={i} id={`${prefix}gen-file-${i}`} aria-controls={`${prefix}gen-code`} title={f.name}>{f.name.split('/').pop()}</Tab>
                  ))}
                </TabList>
                {file ? (
                  <pre className={styles.code} id={`${prefix}gen-code`} role="tabpanel" aria-labelledby={`${prefix}gen-file-${current}`} tabIndex={0} data-file={file.name}>{file.content}</pre>
                ) : null}
              </>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('generator.close')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
