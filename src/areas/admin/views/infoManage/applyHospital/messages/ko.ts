import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Korean. */
const messages: Shape<typeof en> = {
  resources: {
    applyHospital: {
      title: '의뢰 병원',
      name: '의뢰 병원',
      fields: {
        name: '병원명',
        code: '코드',
        own: '본원',
        deptCount: '진료과 수',
        sort: '순서',
        enabled: '상태',
        createTime: '생성일',
      },
      filters: {
        blurry: '이름 또는 코드',
        enabled: '상태',
      },
      enabled: '사용',
      disabled: '사용 안 함',
      ownHelp: '접수에서 기본으로 선택되는 병원입니다. 다른 병원을 본원으로 지정하면 표시가 그 병원으로 옮겨집니다',
    },
  },
}

export default messages
