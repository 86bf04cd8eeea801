import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Japanese. */
const messages: Shape<typeof en> = {
  resources: {
    worklist: {
      title: '受付ワークリスト',
      name: '検査',
      fields: {
        examNo: '検査番号',
        patientName: '氏名',
        gender: '性別',
        age: '年齢',
        patientType: '受診区分',
        modality: 'モダリティ',
        examItem: '検査項目',
        applyDeptName: '依頼科',
        registerTime: '登録日時',
        status: '状態',
      },
      filters: {
        blurry: '氏名・ピンイン・検査番号・患者ID',
        registerTime: '登録日時',
        status: '状態',
        modality: 'モダリティ',
        deviceId: '検査装置',
        applyDeptName: '依頼科',
      },
    },
  },
}

export default messages
