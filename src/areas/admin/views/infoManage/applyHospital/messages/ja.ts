import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Japanese. */
const messages: Shape<typeof en> = {
  resources: {
    applyHospital: {
      title: '依頼元病院',
      name: '依頼元病院',
      fields: {
        name: '病院名',
        code: 'コード',
        own: '自院',
        deptCount: '診療科数',
        sort: '順序',
        enabled: '状態',
        createTime: '作成日時',
      },
      filters: {
        blurry: '名称またはコード',
        enabled: '状態',
      },
      enabled: '使用中',
      disabled: '使用停止',
      ownHelp: '受付で最初に選ばれる病院です。別の病院を自院にすると、印はその病院に移ります',
    },
  },
}

export default messages
