import type { Shape } from '../../../../core/i18n/shape'
import type en from './en'

/** Korean. */
const messages: Shape<typeof en> = {
  reportParts: {
    icd: {
      label: 'ICD-10 코드',
      placeholder: '코드, 이름 또는 병음 이니셜',
      selected: '선택한 ICD-10 코드',
      noMatch: '“{{query}}”와 일치하는 ICD-10 코드가 없습니다',
      loading: 'ICD-10 코드를 불러오는 중…',
      loadFailed: 'ICD-10 코드를 불러오지 못했습니다',
      more: '처음 {{count}}개만 표시합니다. 더 입력하여 좁히세요',
      count: '{{count}}개 일치',
      showAll: '일치하는 코드 표시',
    },
  },
}

export default messages
