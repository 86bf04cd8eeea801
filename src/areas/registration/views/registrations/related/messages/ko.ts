import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Korean. */
const messages: Shape<typeof en> = {
  resources: {
    related: {
      tabs: {
        label: '관련 검사와 환자 병합',
        link: '검사 연결',
        merge: '환자 병합',
      },
      fields: {
        reason: '사유',
      },
    },
    relatedExams: {
      title: '환자 찾기',
      name: '검사',
      fields: {
        patientName: '환자',
        patientId: '환자 ID',
        examNo: '검사 번호',
        modality: '검사 종류',
        examItem: '검사 항목',
        registerTime: '접수 시각',
        linkGroup: '연결 그룹',
      },
      filters: {
        blurry: '이름, 병음, 검사 번호, 환자 ID 또는 의뢰 번호',
        registerTime: '접수 시각',
        modality: '검사 종류',
      },
    },
    patientExams: {
      title: '환자의 검사',
      name: '검사',
      heading: '{{name}}({{patientId}})의 검사',
      choose: '목록에서 검사를 선택하면(클릭 또는 Enter) 그 환자의 모든 검사를 보고 연결할 수 있습니다.',
      fields: {
        examNo: '검사 번호',
        modality: '검사 종류',
        examItem: '검사 항목',
        registerTime: '접수 시각',
        status: '상태',
        linkGroup: '연결 그룹',
      },
      link: '선택 항목 연결({{count}})',
      linkTitle: '{{name}}의 검사 {{count}}건 연결',
      linked: '그룹 {{groupNo}}(으)로 연결했습니다',
      unlink: '그룹 {{groupNo}} 연결 해제({{name}})',
      unlinkTitle: '그룹 {{groupNo}} 연결 해제',
      unlinked: '그룹 {{groupNo}}의 연결을 해제했습니다',
    },
    patientDuplicates: {
      title: '중복 의심 환자',
      name: '중복 의심',
      fields: {
        basis: '일치 기준',
        first: '기록 1',
        second: '기록 2',
        birth: '성별 · 생년월일',
        idCard: '신분증 번호',
        exams: '검사 수',
        lastExamTime: '최근 접수',
        survivorId: '남길 기록',
        reason: '병합 사유',
      },
      filters: {
        blurry: '이름, 병음, 환자 ID 또는 신분증 번호',
      },
      basis: {
        idCard: '신분증 번호 동일',
        nameBirth: '이름·성별·생년월일 동일',
      },
      merge: '{{name}} 병합',
      mergeTitle: '{{name}}의 중복 기록 병합',
      compare: {
        caption: '두 기록 비교',
        item: '항목',
        record: '기록 {{n}}',
        patientId: '환자 ID',
        hisPatientId: 'HIS ID',
        name: '이름',
        gender: '성별',
        birthDate: '생년월일',
        idCardNo: '신분증 번호',
        phone: '전화',
        exams: '검사',
        loading: '검사를 불러오는 중…',
        noExams: '검사 없음',
        differs: '다름',
      },
      keep: '{{name}}({{patientId}}) 남기기',
      hint: '다른 기록의 검사는 남기는 기록으로 옮겨집니다. 병합된 기록은 검색에 나오지 않지만 보관되며, 병합은 취소할 수 있습니다.',
      merged: '{{merged}}을(를) {{survivor}}에 병합했습니다',
    },
    patientMerges: {
      title: '병합 이력',
      name: '병합',
      fields: {
        time: '병합 시각',
        survivor: '남긴 기록',
        merged: '병합된 기록',
        examNos: '옮긴 검사',
        reason: '사유',
        operator: '처리자',
        state: '상태',
      },
      filters: {
        blurry: '이름 또는 환자 ID',
      },
      active: '유효',
      undone: '{{operator}}이(가) {{time}}에 취소',
      undo: '{{name}} 병합 취소',
      undoTitle: '병합 취소: {{survivor}}에서 {{merged}} 분리',
      undoneDone: '병합을 취소했습니다. {{merged}}은(는) 다시 독립된 기록입니다',
    },
  },
}

export default messages
