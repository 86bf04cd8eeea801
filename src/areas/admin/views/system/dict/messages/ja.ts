import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Japanese. */
const messages: Shape<typeof en> = {
  resources: {
    dict: {
      title: '辞書',
      name: '辞書',
      fields: {
        name: '名前',
        description: '説明',
        createTime: '作成日',
      },
      filters: {
        blurry: '名前または説明',
      },
    },
    dictDetail: {
      title: '辞書の項目',
      name: '項目',
      choose: '左の辞書を選ぶと項目が表示されます。',
      fields: {
        label: 'ラベル',
        value: '値',
        dictSort: '順序',
      },
      filters: {
        label: 'ラベル',
      },
    },
  },
}

export default messages
