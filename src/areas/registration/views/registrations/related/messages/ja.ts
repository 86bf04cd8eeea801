import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Japanese. */
const messages: Shape<typeof en> = {
  resources: {
    related: {
      tabs: {
        label: '関連検査と患者の統合',
        link: '検査の関連付け',
        merge: '患者の統合',
      },
      fields: {
        reason: '理由',
      },
    },
    relatedExams: {
      title: '患者を探す',
      name: '検査',
      fields: {
        patientName: '患者',
        patientId: '患者ID',
        examNo: '検査番号',
        modality: 'モダリティ',
        examItem: '検査項目',
        registerTime: '受付日時',
        linkGroup: '関連グループ',
      },
      filters: {
        blurry: '氏名、ピンイン、検査番号、患者IDまたは依頼番号',
        registerTime: '受付日時',
        modality: 'モダリティ',
      },
    },
    patientExams: {
      title: '患者の検査',
      name: '検査',
      heading: '{{name}}（{{patientId}}）の検査',
      choose: '一覧で検査を選ぶ（クリックまたは Enter）と、その患者のすべての検査が表示され、関連付けできます。',
      fields: {
        examNo: '検査番号',
        modality: 'モダリティ',
        examItem: '検査項目',
        registerTime: '受付日時',
        status: '状態',
        linkGroup: '関連グループ',
      },
      link: '選択を関連付け（{{count}}）',
      linkTitle: '{{name}} の検査 {{count}} 件を関連付け',
      linked: 'グループ {{groupNo}} として関連付けました',
      unlink: 'グループ {{groupNo}} の関連を解除（{{name}}）',
      unlinkTitle: 'グループ {{groupNo}} の関連を解除',
      unlinked: 'グループ {{groupNo}} の関連を解除しました',
    },
    patientDuplicates: {
      title: '重複の疑いがある患者',
      name: '重複の疑い',
      fields: {
        basis: '一致した項目',
        first: '記録 1',
        second: '記録 2',
        birth: '性別・生年月日',
        idCard: '身分証番号',
        exams: '検査数',
        lastExamTime: '最終受付',
        survivorId: '残す記録',
        reason: '統合の理由',
      },
      filters: {
        blurry: '氏名、ピンイン、患者IDまたは身分証番号',
      },
      basis: {
        idCard: '身分証番号が同じ',
        nameBirth: '氏名・性別・生年月日が同じ',
      },
      merge: '{{name}} を統合',
      mergeTitle: '{{name}} の重複記録を統合',
      compare: {
        caption: '2 つの記録の比較',
        item: '項目',
        record: '記録 {{n}}',
        patientId: '患者ID',
        hisPatientId: 'HIS ID',
        name: '氏名',
        gender: '性別',
        birthDate: '生年月日',
        idCardNo: '身分証番号',
        phone: '電話',
        exams: '検査',
        loading: '検査を読み込み中…',
        noExams: '検査なし',
        differs: '相違',
      },
      keep: '{{name}}（{{patientId}}）を残す',
      hint: 'もう一方の記録の検査は残す記録に移ります。統合された記録は（検索には出ませんが）保存され、統合は取り消せます。',
      merged: '{{merged}} を {{survivor}} に統合しました',
    },
    patientMerges: {
      title: '統合履歴',
      name: '統合',
      fields: {
        time: '統合日時',
        survivor: '残した記録',
        merged: '統合された記録',
        examNos: '移動した検査',
        reason: '理由',
        operator: '操作者',
        state: '状態',
      },
      filters: {
        blurry: '氏名または患者ID',
      },
      active: '有効',
      undone: '{{operator}} が {{time}} に取り消し',
      undo: '{{name}} の統合を取り消す',
      undoTitle: '統合の取り消し：{{merged}} を {{survivor}} から分離',
      undoneDone: '統合を取り消しました。{{merged}} は独立した記録に戻りました',
    },
  },
}

export default messages
