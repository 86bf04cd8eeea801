import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Korean. */
const messages: Shape<typeof en> = {
  resources: {
    applyDept: {
      title: '의뢰 진료과',
      name: '의뢰 진료과',
      fields: {
        name: '진료과명',
        hospitalId: '병원',
        hospitalName: '병원',
        physicianCount: '의사 수',
        sort: '순서',
        enabled: '상태',
        createTime: '생성일',
      },
      filters: {
        blurry: '진료과명',
        hospitalId: '병원',
        enabled: '상태',
      },
      enabled: '사용',
      disabled: '사용 안 함',
    },
    applyPhysician: {
      title: '의뢰 의사',
      name: '의뢰 의사',
      choose: '왼쪽에서 진료과를 선택하면 소속 의사가 표시됩니다.',
      fields: {
        name: '이름',
        title: '직위',
        sort: '순서',
        enabled: '상태',
      },
      filters: {
        blurry: '이름 또는 직위',
      },
      titleHelp: '예: 과장, 전문의',
    },
  },
}

export default messages
