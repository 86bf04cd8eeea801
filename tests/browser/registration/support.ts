// What every test file of <clinic-registration> starts and ends with.
import { setLocale } from '../../../src/core/i18n'
import { invalidate } from '../../../src/core/query/query'
import { resetAll, signIn } from '../support/session'

/**
 * Each test signed in as `username` (the registrar by default) in English, with the given queries forgotten; after
 * each, the elements gone, the session cleared and the locale back to zh-CN.
 */
export function deskSession(username = 'dengji', forget: readonly string[] = []): void {
  beforeEach(async () => {
    resetAll()
    await setLocale('en', false)
    await signIn(username)
    if (forget.length) invalidate(forget)
  })
  afterEach(async () => {
    document.querySelectorAll('clinic-registration').forEach((el) => el.remove())
    resetAll()
    await setLocale('zh-CN', false)
  })
}
