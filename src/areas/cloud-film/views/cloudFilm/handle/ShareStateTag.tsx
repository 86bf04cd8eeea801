import { Badge, type BadgeProps } from '@fluentui/react-components'
import type { ShareLinkState } from '../../../../../core/contract'
import { useT } from '../../../../../ui/i18n/useT'

const TONES: Record<ShareLinkState, Pick<BadgeProps, 'color' | 'appearance'>> = {
  active: { color: 'success', appearance: 'tint' },
  expired: { color: 'informative', appearance: 'tint' },
  // Tinted, not outlined: the badge keeps its own background (and its contrast) on the highlighted current row.
  revoked: { color: 'danger', appearance: 'tint' },
}

/** A link's state as a tag: active green, expired grey, revoked red. */
export function ShareStateTag({ state }: { state: ShareLinkState }) {
  const t = useT()
  return <Badge {...TONES[state]}>{t(`resources.shareLink.state.${state}`)}</Badge>
}
