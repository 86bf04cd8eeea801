import {
  Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, makeStyles, MessageBar, MessageBarBody,
  Spinner, Textarea, tokens,
} from '@fluentui/react-components'
import { useState, type ComponentType } from 'react'
import { useReturnFocus } from '../../a11y/useReturnFocus'
import { ElementDialog } from '../../element/ElementDialog'
import { useT } from '../../i18n/useT'
import type { ReportText } from './reportText'
import { SHORTCUTS } from './shortcuts'

const useStyles = makeStyles({
  wide: { width: 'min(960px, 96vw)', maxWidth: 'none' },
  columns: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: tokens.spacingHorizontalM },
  column: { minWidth: 0 },
  text: {
    whiteSpace: 'pre-wrap', margin: 0, padding: tokens.spacingHorizontalS, maxHeight: '40vh', overflow: 'auto',
    border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium, fontFamily: 'inherit',
  },
  table: { borderCollapse: 'collapse', width: '100%', '& th, & td': { textAlign: 'start', padding: tokens.spacingHorizontalXS, borderBottom: `1px solid ${tokens.colorNeutralStroke2}` } },
  kbd: { fontFamily: tokens.fontFamilyMonospace, padding: '0 4px', border: `1px solid ${tokens.colorNeutralStroke1}`, borderRadius: tokens.borderRadiusSmall },
})

/** One version of the report text, titled, as plain text (never markup). */
function TextVersion({ title, text }: { title: string; text: ReportText }) {
  const t = useT()
  const styles = useStyles()
  const part = (label: string, value: string) => (
    <>
      <h4>{label}</h4>
      <pre className={styles.text}>{value}</pre>
    </>
  )
  return (
    <section className={styles.column} aria-label={title}>
      <h3>{title}</h3>
      {part(t('reportEditor.fields.findings'), text.findings)}
      {part(t('reportEditor.fields.impression'), text.impression)}
      {text.recommendation ? part(t('reportEditor.fields.recommendation'), text.recommendation) : null}
    </section>
  )
}

/**
 * Two versions of the report side by side; `Compare` (when given) renders the difference of one field from the left
 * version to the right one.
 */
export function SideBySide({ left, right, leftTitle, rightTitle, Compare }: {
  left: ReportText
  right: ReportText
  leftTitle: string
  rightTitle: string
  Compare?: ComponentType<{ before: string; after: string; label: string }> | undefined
}) {
  const t = useT()
  const styles = useStyles()
  if (Compare) {
    const fields = (['findings', 'impression', 'recommendation'] as const).filter((field) => left[field] || right[field])
    return (
      <div>
        {fields.map((field) => (
          <Compare key={field} before={left[field]} after={right[field]} label={t(`reportEditor.fields.${field}`)} />
        ))}
      </div>
    )
  }
  return (
    <div className={styles.columns}>
      <TextVersion title={leftTitle} text={left} />
      <TextVersion title={rightTitle} text={right} />
    </div>
  )
}

/** Asks whether to restore a stored draft that differs from the report as saved, showing what differs. */
export function RestoreDraftDialog({ time, saved, draft, Compare, onRestore, onDiscard }: {
  time: string
  saved: ReportText
  draft: ReportText
  Compare?: ComponentType<{ before: string; after: string; label: string }> | undefined
  onRestore(): void
  onDiscard(): void
}) {
  useReturnFocus()
  const t = useT()
  const styles = useStyles()
  return (
    <Dialog open modalType="alert">
      <DialogSurface className={styles.wide}>
        <DialogBody>
          <DialogTitle>{t('reportEditor.restore.title')}</DialogTitle>
          <DialogContent>
            <p>{t('reportEditor.restore.intro', { time })}</p>
            <SideBySide left={saved} right={draft} leftTitle={t('reportEditor.restore.saved')} rightTitle={t('reportEditor.restore.draft')} Compare={Compare} />
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onRestore}>{t('reportEditor.restore.restore')}</Button>
            <Button onClick={onDiscard}>{t('reportEditor.restore.discard')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}

/** A save refused because the report changed meanwhile: both versions, and the choice of which to keep. */
export function ConflictDialog({ name, version, theirs, mine, onKeepMine, onTakeTheirs, onCancel }: {
  name: string
  version: number
  theirs: ReportText
  mine: ReportText
  onKeepMine(): void
  onTakeTheirs(): void
  onCancel(): void
}) {
  useReturnFocus()
  const t = useT()
  const styles = useStyles()
  return (
    <Dialog open modalType="alert">
      <DialogSurface className={styles.wide}>
        <DialogBody>
          <DialogTitle>{t('reportEditor.conflict.title')}</DialogTitle>
          <DialogContent>
            <p>{t('reportEditor.conflict.intro', { name, version })}</p>
            <SideBySide left={theirs} right={mine} leftTitle={t('reportEditor.conflict.theirs')} rightTitle={t('reportEditor.conflict.mine')} />
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onKeepMine}>{t('reportEditor.conflict.keepMine')}</Button>
            <Button onClick={onTakeTheirs}>{t('reportEditor.conflict.takeTheirs')}</Button>
            <Button onClick={onCancel}>{t('reportEditor.conflict.cancel')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}

/**
 * A dialog asking for a text (a reject reason, a takeover reason, an addendum): `onConfirm` may reject with a message
 * shown in the dialog, which then stays open with what was typed.
 */
export function TextDialog({ title, intro, label, hint, secondLabel, confirmText, onConfirm, onCancel }: {
  title: string
  intro?: string
  label: string
  hint?: string
  /** A second, optional text (the addendum's reason). */
  secondLabel?: string
  confirmText: string
  onConfirm(text: string, second: string): Promise<void>
  onCancel(): void
}) {
  useReturnFocus()
  const t = useT()
  const [text, setText] = useState('')
  const [second, setSecond] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const confirm = async () => {
    setBusy(true)
    setError(null)
    try {
      await onConfirm(text.trim(), second.trim())
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure))
      setBusy(false)
    }
  }
  return (
    <Dialog open modalType="modal" onOpenChange={(_e, data) => { if (!data.open) onCancel() }}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            {intro ? <p>{intro}</p> : null}
            <Field label={label} required hint={hint} validationMessage={error ?? undefined}>
              <Textarea value={text} onChange={(_e, data) => setText(data.value)} resize="vertical" rows={4} />
            </Field>
            {secondLabel ? (
              <Field label={secondLabel}>
                <Textarea value={second} onChange={(_e, data) => setSecond(data.value)} rows={2} />
              </Field>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" disabled={busy || text.trim() === ''} icon={busy ? <Spinner size="tiny" /> : undefined} onClick={() => void confirm()}>
              {confirmText}
            </Button>
            <Button onClick={onCancel}>{t('reportEditor.cancel')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}

/** The editor's keyboard shortcuts. */
export function ShortcutHelpDialog({ onClose }: { onClose(): void }) {
  useReturnFocus()
  const t = useT()
  const styles = useStyles()
  return (
    <Dialog open modalType="modal" onOpenChange={(_e, data) => { if (!data.open) onClose() }}>
      <DialogSurface aria-describedby={undefined}>
        <DialogBody>
          <DialogTitle>{t('reportEditor.help.title')}</DialogTitle>
          <DialogContent>
            <table className={styles.table}>
              <thead>
                <tr><th scope="col">{t('reportEditor.help.key')}</th><th scope="col">{t('reportEditor.help.action')}</th></tr>
              </thead>
              <tbody>
                {SHORTCUTS.map((shortcut) => (
                  <tr key={shortcut.action}>
                    <td><kbd className={styles.kbd}>{shortcut.label}</kbd></td>
                    <td>{t(`reportEditor.help.${shortcut.action}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>{t('reportEditor.close')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}

/** The report as it prints, in `<clinic-report-viewer>` (its own print button prints it). */
export function PreviewDialog({ examineId, name, unsaved, onClose }: { examineId: number; name: string; unsaved: boolean; onClose(): void }) {
  const t = useT()
  return (
    <ElementDialog tag="clinic-report-viewer" attributes={{ 'examine-id': String(examineId) }} title={t('reportEditor.preview.title', { name })}
      notice={unsaved ? <MessageBar intent="warning"><MessageBarBody>{t('reportEditor.preview.unsaved')}</MessageBarBody></MessageBar> : null}
      labels={{ close: t('reportEditor.close'), loading: t('reportEditor.loading'), failed: t('reportEditor.preview.failed') }} onClose={onClose} />
  )
}
