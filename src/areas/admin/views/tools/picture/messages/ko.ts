import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Korean. */
const messages: Shape<typeof en> = {
  picture: {
    title: '이미지 호스팅',
    toolbar: '이미지 호스팅',
    upload: '이미지 업로드',
    refresh: '새로 고침',
    loading: '이미지를 불러오는 중…',
    empty: '아직 이미지가 없습니다.',
    hint: 'jpg, png, gif, webp, 최대 15MB. 복사한 링크는 공개 링크입니다. 삭제될 때까지 링크를 가진 사람은 로그인 없이 이미지를 열 수 있습니다.',
    wrongType: 'jpg, png, gif, webp 이미지만 가능합니다',
    copy: '링크 복사',
    copyOf: '링크 복사: {{name}}',
    copied: '{{name}} 링크를 복사했습니다',
    copyFailed: '링크를 복사할 수 없습니다. 여기에서 선택하세요: {{link}}',
    deleteOf: '{{name}} 삭제',
    delete: '삭제',
    cancel: '취소',
    deleteTitle: '이미지 삭제',
    deleteConfirm: '{{name}}을(를) 삭제할까요? 링크가 더 이상 작동하지 않습니다.',
    deleted: '{{name}}을(를) 삭제했습니다',
  },
}

export default messages
