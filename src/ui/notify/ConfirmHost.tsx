import { Button, makeStyles, tokens } from '@fluentui/react-components'
import { useStore } from '@nanostores/react'
import { useLayoutEffect, useRef } from 'react'
import { $confirmRequests, type ConfirmRequest } from '../../core/notify/confirm'
import { pickUiHost } from '../../core/notify/uiHosts'

const useStyles = makeStyles({
  dialog: {
    boxSizing: 'border-box',
    width: 'min(480px, calc(100vw - 32px))',
    maxHeight: 'calc(100vh - 48px)',
    padding: '24px',
    border: 'none',
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow64,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    '::backdrop': { backgroundColor: tokens.colorBackgroundOverlay },
  },
  title: {
    margin: `0 0 ${tokens.spacingVerticalS}`,
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
    lineHeight: tokens.lineHeightBase500,
  },
  text: { margin: `0 0 ${tokens.spacingVerticalXXL}` },
  actions: { display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
})

/**
 * Renders the first confirm request assigned to this element (or waiting for any element, when this one is the
 * page's current choice) as a modal alert dialog in its shadow root: the browser's own `<dialog>` (the rest of the
 * page inert, Escape answers "cancel", focus back where it was once answered), styled with the theme. Fluent's Dialog
 * would bring its motion and portal code into every element's script for this one question.
 *
 * @example
 * <ConfirmHost hostId={id} />
 */
export function ConfirmHost({ hostId }: { hostId: string }) {
  const request = useStore($confirmRequests).find((r) => r.hostId === hostId || (r.hostId === null && pickUiHost()?.id === hostId))
  if (!request) return null
  return <ConfirmDialog key={request.id} hostId={hostId} request={request} />
}

function ConfirmDialog({ hostId, request }: { hostId: string; request: ConfirmRequest }) {
  const styles = useStyles()
  const dialog = useRef<HTMLDialogElement>(null)
  useLayoutEffect(() => {
    const shown = dialog.current!
    if (!shown.open) shown.showModal()
    return () => {
      if (shown.open) shown.close()
    }
  }, [])
  const answer = (yes: boolean) => {
    // Closed before it goes, so the browser gives focus back to where it was.
    dialog.current?.close()
    request.resolve(yes)
  }
  return (
    <dialog
      ref={dialog}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={`${hostId}-confirm-title`}
      aria-describedby={`${hostId}-confirm-text`}
      className={styles.dialog}
      onCancel={(event) => {
        event.preventDefault()
        answer(false)
      }}
    >
      <h2 id={`${hostId}-confirm-title`} className={styles.title}>
        {request.title}
      </h2>
      <p id={`${hostId}-confirm-text`} className={styles.text}>
        {request.message}
      </p>
      <div className={styles.actions}>
        <Button appearance="secondary" onClick={() => answer(false)}>
          {request.cancelText}
        </Button>
        <Button appearance="primary" onClick={() => answer(true)}>
          {request.confirmText}
        </Button>
      </div>
    </dialog>
  )
}
