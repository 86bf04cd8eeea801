import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { LOCALES, MESSAGES, resolveLocale, translate, type MessageKey } from '../../demo/server/lib/messages'

describe('server messages', () => {
  const keys = Object.keys(MESSAGES['zh-CN']) as MessageKey[]

  it('has every key, non-empty, in all six locales, with the same placeholders', () => {
    assert.deepEqual([...LOCALES], ['zh-CN', 'zh-TW', 'en', 'ja', 'ko', 'es'])
    assert.deepEqual(Object.keys(MESSAGES).sort(), [...LOCALES].sort())
    const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort()
    for (const locale of LOCALES) {
      assert.deepEqual(Object.keys(MESSAGES[locale]).sort(), [...keys].sort(), locale)
      for (const key of keys) {
        const text = MESSAGES[locale][key]
        assert.ok(text.trim().length > 0, `${locale} ${key}`)
        assert.deepEqual(placeholders(text), placeholders(MESSAGES['zh-CN'][key]), `${locale} ${key} placeholders`)
      }
    }
  })

  it('keeps the eladmin wording in zh-CN', () => {
    assert.equal(translate('zh-CN', 'auth.forbidden'), '禁止访问，您没有权限访问此资源')
    assert.equal(translate('zh-CN', 'auth.unauthorized'), '登录状态已过期，请重新登录')
    assert.equal(translate('zh-CN', 'auth.captchaMissing'), '验证码不存在或已过期')
    assert.equal(translate('zh-CN', 'user.oldPassWrong'), '修改失败，旧密码错误')
    assert.equal(translate('en', 'auth.throttled', { minutes: 3 }), 'Too many failed logins; try again in 3 minutes')
  })

  it('picks the locale from Accept-Language', () => {
    const cases: [string | undefined, string][] = [
      [undefined, 'zh-CN'], ['', 'zh-CN'], ['fr-FR', 'zh-CN'], ['zh-TW,zh;q=0.9', 'zh-TW'], ['zh-HK', 'zh-TW'],
      ['zh-Hant-TW', 'zh-TW'], ['zh', 'zh-CN'], ['zh-Hans-CN', 'zh-CN'], ['en-GB', 'en'], ['ja-JP', 'ja'], ['ko', 'ko'],
      ['es-419', 'es'], ['fr;q=1, es;q=0.8, en;q=0.9', 'en'], ['en;q=0, ja', 'ja'],
    ]
    for (const [header, locale] of cases) assert.equal(resolveLocale(header), locale, String(header))
  })
})
