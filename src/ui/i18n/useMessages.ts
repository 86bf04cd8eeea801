import { useStore } from '@nanostores/react'
import { use } from 'react'
import type { MessageCatalog } from '../../core/i18n/catalog'
import { $locale } from '../../core/i18n/i18n'

/**
 * Suspends the component until the given catalogues' messages of the current locale have arrived (each locale is
 * its own small chunk, loaded on demand), so a view never renders a key instead of its words. The element root's
 * Suspense boundary shows nothing meanwhile: one short request at first paint.
 *
 * @example
 * useMessages(loginMessages)
 */
export function useMessages(...catalogs: MessageCatalog[]): void {
  const locale = useStore($locale)
  // Always `use` every catalogue's promise (React requires the same calls after a suspension): the catalogue keeps
  // one promise per locale and marks it settled, so a loaded one reads synchronously.
  for (const catalog of catalogs) use(catalog.load(locale))
}
