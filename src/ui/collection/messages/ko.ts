import type { Shape } from '../../../core/i18n/shape'
import type en from './en'

/** Korean. */
const messages: Shape<typeof en> = {
  collection: {
    dialog: {
      title: '증례 수집',
      exam: '검사: {{label}}',
      folder: '폴더',
      personalGroup: '내 폴더',
      publicGroup: '{{dept}} 공용 폴더',
      newFolderOption: '새 폴더…',
      newFolderName: '새 폴더 이름',
      newFolderScope: '폴더 종류',
      personal: '개인(나만 보기)',
      public: '공용(소속 부서)',
      note: '교육 메모',
      notePlaceholder: '이 증례를 남길 이유',
      submit: '수집',
      saving: '수집 중…',
      cancel: '취소',
      done: '"{{folder}}"에 수집했습니다',
      loading: '폴더를 불러오는 중…',
      loadFailed: '폴더를 불러오지 못했습니다: {{message}}',
      folderRequired: '폴더를 고르거나 새 폴더 이름을 입력하세요',
      nameRequired: '새 폴더 이름을 입력하세요',
      failed: '수집하지 못했습니다: {{message}}',
    },
    tags: {
      label: '태그',
      placeholder: '질환, 부위… Enter로 추가',
      selected: '선택한 태그',
      add: '태그 "{{tag}}" 추가',
      used: '{{tag}} ({{count}})',
      tooLong: '태그는 30자까지입니다',
      comma: '태그에 쉼표를 쓸 수 없습니다',
      showAll: '태그 제안 보기',
    },
  },
}

export default messages
