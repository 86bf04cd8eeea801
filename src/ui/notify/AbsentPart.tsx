import { MessageBar, MessageBarBody } from '@fluentui/react-components'
import { useMessages } from '../i18n/useMessages'
import { useT } from '../i18n/useT'
import { kitMessages } from '../messages'

/**
 * Says that a part of a view is not available because the backend does not keep its data (an optional call answered
 * 404, see `getOptional`): information, not an error — the rest of the view works.
 *
 * @example
 * if (absent) return <AbsentPart what={t('ecgReport.title')} />
 */
export function AbsentPart({ what }: { what: string }) {
  useMessages(kitMessages)
  const t = useT()
  return (
    <MessageBar intent="info" data-testid="absent-part">
      <MessageBarBody>{t('kit.absent', { what })}</MessageBarBody>
    </MessageBar>
  )
}
