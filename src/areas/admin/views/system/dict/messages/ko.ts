import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Korean. */
const messages: Shape<typeof en> = {
  resources: {
    dict: {
      title: '사전',
      name: '사전',
      fields: {
        name: '이름',
        description: '설명',
        createTime: '생성일',
      },
      filters: {
        blurry: '이름 또는 설명',
      },
    },
    dictDetail: {
      title: '사전 항목',
      name: '항목',
      choose: '왼쪽에서 사전을 선택하면 항목이 표시됩니다.',
      fields: {
        label: '레이블',
        value: '값',
        dictSort: '순서',
      },
      filters: {
        label: '레이블',
      },
    },
  },
}

export default messages
