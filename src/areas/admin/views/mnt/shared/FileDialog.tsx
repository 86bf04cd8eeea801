import { Field, makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components'
import { useState, type ReactNode } from 'react'
import { ActionDialog } from '../../../../../ui/dialog/ActionDialog'

const useStyles = makeStyles({
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
  /**
   * Sends the chosen file; answers what to show in the dialog (a result), or null to close it. A refusal (call the
   * server with `silent: true`) is shown in the dialog, which stays for another try.
   */
  onSubmit: (file: File) => Promise<ReactNode | null>
  onClose: () => void
}

/**
 * A dialog that uploads one chosen file (a deployment package, a .sql script): a hint, the file field, the send button,
 * and room for the answer, on the kit's {@link ActionDialog}. The focus returns to the button that opened it.
 */
export function FileDialog({ title, label, hint, accept, submitLabel, busyLabel, closeLabel, onSubmit, onClose }: FileDialogProps) {
  const styles = useStyles()
  const [file, setFile] = useState<File | null>(null)
  const [result, setResult] = useState<ReactNode | null>(null)
  const submit = async () => {
    if (!file) return
    setResult(null)
    const shown = await onSubmit(file)
    if (shown === null) return
    setResult(shown)
    return 'stay' as const
  }
  return (
    <ActionDialog title={title} submitLabel={submitLabel} busyLabel={busyLabel} cancelLabel={closeLabel} canSubmit={!!file} onSubmit={submit} onClose={onClose}>
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
    </ActionDialog>
  )
}
