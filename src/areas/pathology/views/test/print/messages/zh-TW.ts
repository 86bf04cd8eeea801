import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Traditional Chinese. */
const messages: Shape<typeof en> = {
  pathology: {
    printTest: {
      title: '印表機測試',
      hint: '選擇紙張與邊界後列印，用直尺量列印稿：校準尺必須正好 10 cm（100 mm）。若不是，請在列印對話框將縮放設為 100%（實際大小），並關閉「符合頁面」。',
      paper: '紙張大小',
      paperOption: '{{name}}（{{width}} × {{height}} mm）',
      margin: '邊界',
      marginOption: '{{mm}} mm',
      print: '列印測試頁',
      sheet: '{{name}} 測試頁',
      ruler: '校準尺，100 公釐',
      rulerCaption: '校準：下方的尺在紙上必須量得 10 cm（100 mm）。',
      sample: {
        hospital: '婦幼醫院',
        kind: '病理診斷報告（測試頁）',
        fact: '{{term}}：{{value}}',
        patient: '姓名',
        patientValue: '測試病人',
        gender: '性別',
        genderValue: '女',
        age: '年齡',
        specimenNo: '標本號',
        dept: '科別',
        deptValue: '婦科',
        received: '接收時間',
        grossTitle: '大體描述',
        gross: '灰白色組織兩塊，各 0.3 cm × 0.2 cm × 0.2 cm，全部取材。',
        microTitle: '鏡下描述',
        micro: '鱗狀上皮下 2/3 細胞排列紊亂，核質比增高，可見核分裂象，基底膜完整。',
        diagnosisTitle: '病理診斷',
        diagnosis: '（子宮頸 3、6 點）高度鱗狀上皮內病變（HSIL / CIN Ⅱ）。此為測試頁，不是報告。',
        pathologist: '診斷醫師：________',
        auditor: '簽發醫師：________',
        date: '日期：________',
      },
    },
  },
}

export default messages
