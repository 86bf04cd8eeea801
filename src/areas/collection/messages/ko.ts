import type { Shape } from '../../../core/i18n/shape'
import type en from './en'

/** What both collection lists call their rows, columns and filters. */
const caseWords = {
  name: '증례',
  fields: {
    examItem: '검사 항목',
    modality: '검사 종류',
    bodyPart: '부위',
    patient: '환자',
    genderAge: '성별/나이',
    examDate: '검사일',
    tags: '태그',
    note: '교육 메모',
    impression: '판독 소견',
    findings: '검사 소견',
    folderName: '폴더',
    deptName: '부서',
    addedBy: '수집자',
    addedAt: '수집 시각',
  },
  filters: {
    blurry: '검사 항목, 태그, 메모 또는 보고서 내용',
    tag: '태그',
  },
}

/** Korean. */
const messages: Shape<typeof en> = {
  resources: {
    collectedCase: {
      title: '수집 증례',
      withheld: '표시 안 함(다른 부서)',
      age: { Y: '{{n}}세', M: '{{n}}개월', W: '{{n}}주', D: '{{n}}일' },
      folders: '폴더',
      allFolders: '모든 폴더',
      folderSearch: '폴더 찾기',
      newFolder: '새 폴더',
      newFolderTitle: '새 폴더',
      folderName: '이름',
      underChosen: '"{{folder}}" 안에 만들기',
      deleteFolder: '폴더 "{{folder}}" 삭제',
      deleteFolderConfirm: '빈 폴더 "{{folder}}"을(를) 삭제할까요?',
      folderDeleted: '폴더 "{{folder}}"을(를) 삭제했습니다',
      folderMade: '폴더 "{{folder}}"을(를) 만들었습니다',
      openReport: '{{name}} 보고서 열기',
      openImages: '{{name}} 영상 열기',
      details: '{{name}} 상세',
      move: '{{name}} 이동',
      share: '{{name}}을(를) 공용 폴더에 공유',
      moveTitle: '다른 폴더로 이동',
      shareTitle: '공용 폴더에 공유',
      target: '폴더',
      moved: '"{{folder}}"(으)로 이동했습니다',
      shared: '"{{folder}}"에 공유했습니다',
      noTarget: '옮길 폴더가 없습니다',
      close: '닫기',
      detailTitle: '증례: {{name}}',
      anonymizedNote: '이 증례는 다른 부서의 공용 폴더에 있습니다. 환자는 표시되지 않으며 보고서와 영상은 그 부서에서만 열 수 있습니다.',
      none: '—',
      cancel: '취소',
      confirm: '확인',
      failed: '실패했습니다: {{message}}',
    },
    personalCase: { title: '개인 수집', ...caseWords },
    publicCase: { title: '공용 수집', ...caseWords },
  },
}

export default messages
