import { useStore } from '@nanostores/react'
import { useCallback } from 'react'
import { $locale, t } from '../../core/i18n/i18n'

/**
 * Returns the translate function bound to the current locale; the component re-renders when the locale changes.
 *
 * @example
 * const t = useT(); return <Button>{t('common.save')}</Button>
 */
export function useT(): typeof t {
  const locale = useStore($locale)
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the locale is the cache key: a new function per locale.
  return useCallback((key: string, options?: Parameters<typeof t>[1]) => t(key, options), [locale])
}
