import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Japanese. */
const messages: Shape<typeof en> = {
  resources: {
    hisOrders: {
      title: 'HIS 検査依頼',
      name: '依頼項目',
      fields: {
        applyNo: '依頼番号',
        applyTime: '依頼日時',
        patientName: '患者',
        cardNo: '診察券番号',
        patientType: '受診区分',
        visitNo: '外来/入院番号・ベッド',
        applyDeptName: '依頼科',
        applyPhysician: '依頼医',
        examItem: '検査項目',
        modality: 'モダリティ',
        fee: '料金',
        state: '受付状態',
      },
      filters: {
        blurry: '診察券・外来・入院・依頼番号または氏名',
        applyTime: '依頼日時',
        registered: '受付状態',
        modality: 'モダリティ',
      },
      registered: {
        false: '未受付',
        true: '受付済み',
      },
      urgent: '至急',
      registerRow: '{{name}} を受付',
      registerSelected: '選択分を受付（{{count}}）',
      review: {
        title: '{{name}} の依頼を受付（{{count}} 項目）',
        onePatient: '選択した項目は {{count}} 名の患者のものです。患者ごとに受付してください。',
        birth: '性別・生年月日',
        idCard: '身分証番号',
        lmp: '最終月経',
        diagnosis: '臨床診断',
        items: '依頼項目',
        device: '検査装置',
        deviceOf: '{{item}} の検査装置',
        anyDevice: '未指定',
        register: '{{count}} 項目を受付',
        cancel: 'キャンセル',
      },
      tabs: {
        label: 'HIS 受付',
        orders: 'HIS 検査依頼',
        worklist: '受付ワークリスト',
      },
      direct: {
        title: '番号で直接受付',
        number: '診察券・外来・入院・依頼番号',
        hint: '番号をスキャンまたは入力して Enter：その患者の未受付の依頼をすべて一度に受付します。',
        go: '受付',
        looking: '依頼を検索中…',
        none: '{{number}} に未受付の依頼はありません。',
        several: '{{number}} は {{count}} 名の患者の依頼に該当します。HIS 検査依頼の一覧から受付してください。',
        recent: 'この窓口で受付済み',
      },
    },
  },
}

export default messages
