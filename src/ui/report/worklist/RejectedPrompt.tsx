import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components'
import { useEffect, useId, useRef, useState } from 'react'
import { http } from '../../../core/http/http'
import { deepActiveElement } from '../../a11y/deepActiveElement'
import { useT } from '../../i18n/useT'

/** Props of {@link RejectedPrompt}. */
export interface RejectedPromptProps {
  /** The modalities and source of the list, so the count is of the reports this list would show. */
  modalities?: readonly string[]
  source?: 'in' | 'out'
  /** Yes: the list switches to the rejected reports. */
  onHandle: () => void
  /** Where the focus goes when the dialog closes and what had it before is gone (the list's rejected filter). */
  returnFocus?: () => HTMLElement | null | undefined
}

/**
 * The reading worklist's question at entry (WLJS: “你有 N 份报告被驳回，是否现在处理？”): when the auditor sent back
 * reports the user wrote and he has not resubmitted them (`GET api/exams/rejected/count`), an alert dialog offers to
 * show them now; Yes switches the list to them, Later closes. Asked once per visit; the focus goes back where it was.
 *
 * @example
 * <RejectedPrompt modalities={['CT', 'MR']} source="in" onHandle={() => list.search({ reading: 'rejected' })} />
 */
export function RejectedPrompt({ modalities, source, onHandle, returnFocus }: RejectedPromptProps) {
  const t = useT()
  const id = useId()
  const [count, setCount] = useState(0)
  const [open, setOpen] = useState(false)
  const opener = useRef<HTMLElement | null>(null)
  const modality = modalities?.join(',')
  useEffect(() => {
    let current = true
    http.get<{ count: number }>('api/exams/rejected/count', { modality, source }, { silent: true }).then(
      (answer) => {
        if (!current || !(answer.count > 0)) return
        opener.current = deepActiveElement() as HTMLElement | null
        setCount(answer.count)
        setOpen(true)
      },
      // A backend without the count asks nothing.
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [modality, source])

  const close = (handle: boolean) => {
    setOpen(false)
    if (handle) onHandle()
    // Once the dialog is gone: back to what had the focus, else to the list's rejected filter.
    requestAnimationFrame(() => {
      const before = opener.current
      if (before?.isConnected && before !== document.body) before.focus()
      else returnFocus?.()?.focus()
    })
  }

  // Mounted only while asking: gone at once when answered (no closing surface left for the next click to land on).
  if (!open) return null
  return (
    <Dialog open modalType="alert" onOpenChange={(_event, data) => !data.open && close(false)}>
      <DialogSurface aria-describedby={`${id}-text`}>
        <DialogBody>
          <DialogTitle>{t('reading.rejected.title')}</DialogTitle>
          <DialogContent id={`${id}-text`}>{t('reading.rejected.message', { count })}</DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={() => close(false)}>
              {t('reading.rejected.no')}
            </Button>
            <Button appearance="primary" onClick={() => close(true)}>
              {t('reading.rejected.yes')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
