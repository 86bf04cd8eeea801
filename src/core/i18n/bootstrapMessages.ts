import type { Locale } from '../config/settings'

/**
 * The words an element root shows when everything else failed, even loading the messages themselves (a dropped
 * network, a script-tag build whose `locales/` folder was not deployed). They ship inside every bundle, so
 * they stay few.
 */
export const bootstrapMessages: Record<Locale, { element: { failed: string; retry: string } }> = {
  'zh-CN': { element: { failed: '此部分页面显示失败：{{message}}', retry: '重试' } },
  'zh-TW': { element: { failed: '此部分頁面顯示失敗：{{message}}', retry: '重試' } },
  'en': { element: { failed: 'This part of the page failed to display: {{message}}', retry: 'Try again' } },
  'ja': { element: { failed: 'この部分を表示できませんでした：{{message}}', retry: '再試行' } },
  'ko': { element: { failed: '이 부분을 표시하지 못했습니다: {{message}}', retry: '다시 시도' } },
  'es': { element: { failed: 'Esta parte de la página no se pudo mostrar: {{message}}', retry: 'Reintentar' } },
}
