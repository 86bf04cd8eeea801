import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Japanese. */
const messages: Shape<typeof en> = {
  resources: {
    deviceList: {
      title: '機器管理',
      name: '機器',
      fields: {
        name: '機器名',
        aeTitle: 'AE タイトル',
        modality: '機器種別',
        room: '検査室',
        ip: 'IP アドレス',
        port: 'ポート',
        status: '状態',
        description: '説明',
        createTime: '作成日時',
      },
      filters: {
        blurry: '名称、AE タイトル、検査室またはアドレス',
        modalityId: '機器種別',
        status: '状態',
      },
      aeTitleHelp: 'PACS が知っている機器の DICOM 名',
      aeTitleFormat: 'バックスラッシュを除く 1〜16 文字の印字可能 ASCII',
    },
  },
}

export default messages
