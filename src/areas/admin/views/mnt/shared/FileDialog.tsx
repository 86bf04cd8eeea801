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
  tokens,
} from '@fluentui/react-components'
import { useState, type ReactNode } from 'react'
import { useReturnFocus } from '../../../../../ui/a11y/useReturnFocus'

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  input: { fontFamily: tokens.fontFamilyBase, fontSize: tokens.fontSizeBase300, color: tokens.colorNeutralForeground1 },
})

/** Props of {@link FileDialog}; every text comes translated from the view. */
export interface FileDialogProps {
  title: string
  label: string
  hint: string
  accept: string
  submitLabel: string
  busyLabel: string
  closeLabel: string
  /** Sends the chosen file; answers what to show in the dialog (a result), or null to close it. */
  onSubmit: (file: File) => Promise<ReactNode | null>
  onClose: () => void
}

/**
 * A dialog that uploads one chosen file (a deployment package, a .sql script): a hint, the file field, the send button,
 * and room for the answer. The focus returns to the button that opened it.
 */
export function FileDialog({ title, label, hint, accept, submitLabel, busyLabel, closeLabel, onSubmit, onClose }: FileDialogProps) {
  useReturnFocus()
  const styles = useStyles()
  const [file, setFile] = useState<File | null>(null)
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<ReactNode | null>(null)
  const submit = async () => {
    if (!file || busy) return
    setBusy(true)
    setResult(null)
    try {
      const shown = await onSubmit(file)
      if (shown === null) onClose()
      else setResult(shown)
    } catch {
      // The HTTP module has shown the server's message; the dialog stays for another try.
    } finally {
      setBusy(false)
    }
  }
  return (
    <Dialog open modalType="modal" onOpenChange={(_e, data) => (data.open || busy ? undefined : onClose())}>
      <DialogSurface>
        <form
          onSubmit={(event) => {
            event.preventDefault()
            void submit()
          }}
        >
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.body}>
              <MessageBar intent="info">
                <MessageBarBody>{hint}</MessageBarBody>
              </MessageBar>
              <Field label={label} required>
                {(props) => (
                  <input
                    {...props}
                    className={styles.input}
                    type="file"
                    accept={accept}
                    data-file-input
                    onChange={(event) => {
                      setFile(event.target.files?.[0] ?? null)
                      setResult(null)
                    }}
                  />
                )}
              </Field>
              {result}
            </DialogContent>
            <DialogActions>
              {/* Focusable while busy: the focus stays in the dialog (Escape still closes it afterwards). */}
              <Button appearance="primary" type="submit" disabled={!file} disabledFocusable={busy}>
                {busy ? busyLabel : submitLabel}
              </Button>
              <Button appearance="secondary" disabled={busy} onClick={onClose}>
                {closeLabel}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  )
}
