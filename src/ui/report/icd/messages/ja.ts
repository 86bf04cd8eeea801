import type { Shape } from '../../../../core/i18n/shape'
import type en from './en'

/** Japanese. */
const messages: Shape<typeof en> = {
  reportParts: {
    icd: {
      label: 'ICD-10 コード',
      placeholder: 'コード、名称またはピンインの頭文字',
      selected: '選択した ICD-10 コード',
      noMatch: '「{{query}}」に一致する ICD-10 コードはありません',
      loading: 'ICD-10 コードを読み込み中…',
      loadFailed: 'ICD-10 コードを読み込めませんでした',
      more: '最初の {{count}} 件を表示しています。さらに入力して絞り込んでください',
      count: '{{count}} 件一致',
      showAll: '該当するコードを表示',
    },
  },
}

export default messages
