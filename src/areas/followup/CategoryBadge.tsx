import { Badge } from '@fluentui/react-components'
import type { FollowupCategory } from '../../core/contract'
import { useT } from '../../ui/i18n/useT'

const COLOR: Record<FollowupCategory, 'success' | 'warning' | 'danger'> = { agree: 'success', partly: 'warning', disagree: 'danger' }

/** A follow-up category as a coloured word (符合 green, 基本符合 amber, 不符合 red); "not known yet" as plain text. */
export function CategoryBadge({ category }: { category: FollowupCategory | null }) {
  const t = useT()
  if (!category) return <>{t('followup.categories.pending')}</>
  return <Badge appearance="tint" color={COLOR[category]}>{t(`followup.categories.${category}`)}</Badge>
}
