import type { UserConfig } from '../../../../../core/contract'
import { useT } from '../../../../../ui/i18n/useT'

function Meaning({ config }: { config: UserConfig }) {
  const t = useT()
  if (config.configType === 'page' && config.configPath === 'navbar' && config.comment === 'pic-view') {
    return <>{t('resources.privateConfig.known.picView', { value: t(config.configValue === 'CLIENT' ? 'resources.privateConfig.known.client' : 'resources.privateConfig.known.web') })}</>
  }
  if (config.configType === 'page' && config.configPath === '/') return <>{t('resources.privateConfig.known.defaultPage')}</>
  return <>{t('resources.privateConfig.known.other')}</>
}

/** What a known setting means, in the user's words (a row the console itself reads). */
export function meaningCell(config: UserConfig) {
  return <Meaning config={config} />
}
