import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Japanese. */
const messages: Shape<typeof en> = {
  resources: {
    bodyPart: {
      title: '検査部位',
      name: '検査部位',
      fields: {
        modality: '機器種別',
        modalityId: '機器種別',
        name: '部位名',
        fee: '料金（元）',
        minutes: '所要時間（分）',
        smallPartCount: '詳細部位数',
        sort: '順序',
        enabled: '状態',
        createTime: '作成日時',
      },
      filters: {
        blurry: '部位名',
        modalityId: '機器種別',
        enabled: '状態',
      },
      enabled: '使用中',
      disabled: '使用停止',
      minutesHelp: 'この部位の検査に機器を使う時間（予約枠の計算に使います）',
    },
    bodyPartSmall: {
      title: '詳細部位',
      name: '詳細部位',
      choose: '左の一覧から検査部位を選ぶと、その詳細部位が表示されます。',
      fields: {
        name: '詳細部位名',
        sort: '順序',
        enabled: '状態',
      },
      filters: {
        blurry: '詳細部位名',
      },
    },
  },
}

export default messages
