import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Korean. */
const messages: Shape<typeof en> = {
  pathology: {
    printTest: {
      title: '프린터 테스트',
      hint: '용지와 여백을 고른 뒤 인쇄하고 인쇄물에 자를 대 보세요. 보정 눈금자는 정확히 10 cm(100 mm)여야 합니다. 다르면 인쇄 대화상자에서 배율을 100%(실제 크기)로 하고 "페이지에 맞춤"을 끄세요.',
      paper: '용지 크기',
      paperOption: '{{name}} ({{width}} × {{height}} mm)',
      margin: '여백',
      marginOption: '{{mm}} mm',
      print: '테스트 페이지 인쇄',
      sheet: '{{name}} 테스트 페이지',
      ruler: '보정 눈금자, 100 밀리미터',
      rulerCaption: '보정: 아래 눈금자는 종이에서 10 cm(100 mm)여야 합니다.',
      sample: {
        hospital: '여성아동병원',
        kind: '병리 진단 보고서(테스트 페이지)',
        fact: '{{term}}: {{value}}',
        patient: '환자',
        patientValue: '테스트 환자',
        gender: '성별',
        genderValue: '여',
        age: '나이',
        specimenNo: '검체 번호',
        dept: '진료과',
        deptValue: '부인과',
        received: '접수 시각',
        grossTitle: '육안 소견',
        gross: '회백색 조직 2개, 각 0.3 × 0.2 × 0.2 cm, 전부 포매.',
        microTitle: '현미경 소견',
        micro: '편평상피 하부 2/3에서 배열 이상, 핵/세포질 비 증가, 유사분열이 보이며 기저막은 보존됨.',
        diagnosisTitle: '병리 진단',
        diagnosis: '(자궁경부 3, 6시) 고등급 편평상피내 병변(HSIL / CIN II). 테스트 페이지이며 보고서가 아닙니다.',
        pathologist: '병리의: ________',
        auditor: '승인자: ________',
        date: '날짜: ________',
      },
    },
  },
}

export default messages
