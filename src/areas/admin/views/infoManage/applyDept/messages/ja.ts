import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Japanese. */
const messages: Shape<typeof en> = {
  resources: {
    applyDept: {
      title: '依頼元診療科',
      name: '依頼元診療科',
      fields: {
        name: '診療科名',
        hospitalId: '病院',
        hospitalName: '病院',
        physicianCount: '医師数',
        sort: '順序',
        enabled: '状態',
        createTime: '作成日時',
      },
      filters: {
        blurry: '診療科名',
        hospitalId: '病院',
        enabled: '状態',
      },
      enabled: '使用中',
      disabled: '使用停止',
    },
    applyPhysician: {
      title: '依頼医',
      name: '依頼医',
      choose: '左の一覧から診療科を選ぶと、その医師が表示されます。',
      fields: {
        name: '氏名',
        title: '職位',
        sort: '順序',
        enabled: '状態',
      },
      filters: {
        blurry: '氏名または職位',
      },
      titleHelp: '例：主任医師、主治医',
    },
  },
}

export default messages
