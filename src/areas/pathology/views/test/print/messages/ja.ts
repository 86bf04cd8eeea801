import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Japanese. */
const messages: Shape<typeof en> = {
  pathology: {
    printTest: {
      title: 'プリンターテスト',
      hint: '用紙と余白を選んで印刷し、印刷物に定規を当ててください。校正スケールはちょうど 10 cm（100 mm）でなければなりません。違う場合は印刷ダイアログで倍率を 100%（実際のサイズ）にし、「ページに合わせる」をオフにしてください。',
      paper: '用紙サイズ',
      paperOption: '{{name}}（{{width}} × {{height}} mm）',
      margin: '余白',
      marginOption: '{{mm}} mm',
      print: 'テストページを印刷',
      sheet: '{{name}} のテストページ',
      ruler: '校正スケール、100 ミリメートル',
      rulerCaption: '校正：下のスケールは用紙上で 10 cm（100 mm）でなければなりません。',
      sample: {
        hospital: '母子医療センター',
        kind: '病理診断報告書（テストページ）',
        fact: '{{term}}：{{value}}',
        patient: '氏名',
        patientValue: 'テスト 患者',
        gender: '性別',
        genderValue: '女性',
        age: '年齢',
        specimenNo: '標本番号',
        dept: '診療科',
        deptValue: '婦人科',
        received: '受付日時',
        grossTitle: '肉眼所見',
        gross: '灰白色組織 2 個、各 0.3 × 0.2 × 0.2 cm、全割。',
        microTitle: '組織所見',
        micro: '扁平上皮の下 2/3 で配列の乱れ、N/C 比の上昇、核分裂像を認める。基底膜は保たれている。',
        diagnosisTitle: '病理診断',
        diagnosis: '（子宮頸部 3・6 時）高度扁平上皮内病変（HSIL / CIN 2）。これはテストページであり、報告書ではありません。',
        pathologist: '診断医：________',
        auditor: '承認者：________',
        date: '日付：________',
      },
    },
  },
}

export default messages
