import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Simplified Chinese. */
const messages: Shape<typeof en> = {
  pathology: {
    printTest: {
      title: '打印机测试',
      hint: '选择纸张和页边距后打印，用直尺量打印稿：校准标尺必须正好 10 cm（100 mm）。若不是，请在打印对话框中把缩放设为 100%（实际大小），并关闭“适合页面”。',
      paper: '纸张大小',
      paperOption: '{{name}}（{{width}} × {{height}} mm）',
      margin: '页边距',
      marginOption: '{{mm}} mm',
      print: '打印测试页',
      sheet: '{{name}} 测试页',
      ruler: '校准标尺，100 毫米',
      rulerCaption: '校准：下方标尺在纸上必须量得 10 cm（100 mm）。',
      sample: {
        hospital: '妇幼保健院',
        kind: '病理诊断报告单（测试页）',
        fact: '{{term}}：{{value}}',
        patient: '姓名',
        patientValue: '测试患者',
        gender: '性别',
        genderValue: '女',
        age: '年龄',
        specimenNo: '标本号',
        dept: '科室',
        deptValue: '妇科',
        received: '接收时间',
        grossTitle: '大体描述',
        gross: '灰白色组织两块，各 0.3 cm × 0.2 cm × 0.2 cm，全部取材。',
        microTitle: '镜下描述',
        micro: '鳞状上皮下 2/3 细胞排列紊乱，核质比增高，可见核分裂象，基底膜完整。',
        diagnosisTitle: '病理诊断',
        diagnosis: '（宫颈 3、6 点）高级别鳞状上皮内病变（HSIL / CIN Ⅱ）。此为测试页，不是报告。',
        pathologist: '诊断医生：________',
        auditor: '签发医生：________',
        date: '日期：________',
      },
    },
  },
}

export default messages
