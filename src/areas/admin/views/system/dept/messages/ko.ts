import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Korean. */
const messages: Shape<typeof en> = {
  resources: {
    dept: {
      title: '부서 관리',
      name: '부서',
      fields: {
        name: '이름',
        deptSort: '순서',
        enabled: '상태',
        createTime: '생성일',
        isTop: '최상위',
        pid: '상위 부서',
      },
      filters: {
        name: '이름',
        enabled: '상태',
      },
      yes: '예',
      no: '아니요',
      addUnder: '{{name}} 아래에 부서 추가',
    },
  },
}

export default messages
