import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Japanese. */
const messages: Shape<typeof en> = {
  resources: {
    checkMethod: {
      title: '検査方法',
      name: '検査方法',
      fields: {
        modality: '機器種別',
        modalityId: '機器種別',
        name: '方法名',
        feeExtra: '追加料金（元）',
        sort: '順序',
        enabled: '状態',
        createTime: '作成日時',
      },
      filters: {
        blurry: '方法名',
        modalityId: '機器種別',
        enabled: '状態',
      },
      enabled: '使用中',
      disabled: '使用停止',
      feeExtraHelp: '受付時に検査部位の料金に加算されます（造影検査は割増など）',
    },
  },
}

export default messages
