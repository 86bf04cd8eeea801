import { Button } from '@fluentui/react-components'
import { CopyRegular } from '@fluentui/react-icons'
import { useState } from 'react'
import { useT } from '../../../../../ui/i18n/useT'

/** A button copying `text` to the clipboard, saying "Copied." (or how to copy by hand) in a status line beside it. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const t = useT()
  const [said, setSaid] = useState<'copied' | 'copyFailed' | null>(null)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
      setSaid('copied')
    } catch {
      setSaid('copyFailed')
    }
  }
  return (
    <span>
      <Button icon={<CopyRegular />} onClick={() => void copy()}>{label}</Button>{' '}
      <span role="status">{said ? t(`cloudFilm.handle.issued.${said}`) : ''}</span>
    </span>
  )
}
