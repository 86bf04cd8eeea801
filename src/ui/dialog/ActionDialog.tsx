import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  MessageBar,
  MessageBarBody,
  tokens,
} from '@fluentui/react-components'
import { useState, type ReactNode } from 'react'
import { useReturnFocus } from '../a11y/useReturnFocus'

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
})

/** What {@link ActionDialogProps.onSubmit} may answer: nothing closes the dialog; `stay` keeps it (it shows a result). */
export type ActionOutcome = void | 'stay'

/** Props of {@link ActionDialog}; every text comes translated from the caller. */
export interface ActionDialogProps {
  title: string
  /** The dialog's fields, hints and results. */
  children: ReactNode
  submitLabel: string
  /** The submit button's text while the action runs (the submit label when absent). */
  busyLabel?: string
  cancelLabel: string
  /** False keeps the submit button disabled: nothing chosen yet, the confirmation not typed. */
  canSubmit?: boolean
  /**
   * Runs the action. Resolving closes the dialog (unless it answers `'stay'`); throwing keeps it open with the error's
   * message in the dialog — call the server with `silent: true` so the message is not also shown as a notification.
   * Throwing {@link ActionRefused} keeps it open without a message (the caller marked a field itself).
   */
  onSubmit: () => Promise<ActionOutcome>
  onClose: () => void
  /** `alert` for an action that replaces or destroys data: only the buttons close it. */
  modalType?: 'modal' | 'alert'
}

/** Thrown by an {@link ActionDialogProps.onSubmit} that has shown its own reason (a marked field). */
export class ActionRefused extends Error {
  constructor() {
    super('refused')
    this.name = 'ActionRefused'
  }
}

/**
 * The kit's dialog for one action on one thing (restore this backup, roll back to that deployment, send this file,
 * name this folder): a form whose submit runs the action, busy while it runs — the submit button stays focusable so
 * the focus never drops out of the dialog, cancel and Escape are held until it ends —, a refused action's message in
 * the dialog, and the focus back on what opened it. Add and edit forms of declared fields use `FormDialog`.
 *
 * @example
 * <ActionDialog title={t('x.title')} submitLabel={t('x.ok')} cancelLabel={t('x.cancel')} canSubmit={!!choice}
 *   onSubmit={() => http.post('api/x', choice, { silent: true })} onClose={close}>
 *   <Field label={t('x.choice')}>…</Field>
 * </ActionDialog>
 */
export function ActionDialog({ title, children, submitLabel, busyLabel, cancelLabel, canSubmit = true, onSubmit, onClose, modalType = 'modal' }: ActionDialogProps) {
  useReturnFocus()
  const styles = useStyles()
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const submit = async () => {
    if (busy || !canSubmit) return
    setBusy(true)
    setFailure(null)
    let outcome: ActionOutcome
    try {
      outcome = await onSubmit()
    } catch (error) {
      if (!(error instanceof ActionRefused)) setFailure(error instanceof Error ? error.message : String(error))
      setBusy(false)
      return
    }
    setBusy(false)
    if (outcome !== 'stay') onClose()
  }
  return (
    <Dialog open modalType={modalType} onOpenChange={(_e, data) => (data.open || busy ? undefined : onClose())}>
      <DialogSurface>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            void submit()
          }}
        >
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.body}>
              {children}
              {failure ? (
                <MessageBar intent="error" role="alert">
                  <MessageBarBody>{failure}</MessageBarBody>
                </MessageBar>
              ) : null}
            </DialogContent>
            <DialogActions>
              {/* Cancel, then the action — the order of the kit's FormDialog (eladmin's 取消 · 确定). */}
              <Button appearance="secondary" disabled={busy} onClick={onClose}>
                {cancelLabel}
              </Button>
              <Button appearance="primary" type="submit" disabled={!canSubmit && !busy} disabledFocusable={busy}>
                {busy && busyLabel ? busyLabel : submitLabel}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  )
}
