import type { Shape } from '../../../../../core/i18n/shape'
import type en from './en'

/** Korean. */
const messages: Shape<typeof en> = {
  cloudFilm: {
    share: {
      title: '검사 보고서',
      region: '공유된 검사 보고서',
      checking: '링크를 여는 중…',
      codeLabel: '접근 코드',
      codeHint: '이 링크와 함께 받은 6자리 숫자입니다.',
      codeFormat: '접근 코드 6자리를 입력하세요.',
      open: '열기',
      wrongCode: '접근 코드가 틀렸습니다. 확인 후 다시 시도하세요.',
      throttled: '틀린 코드가 너무 많이 입력되어 이 링크가 잠시 잠겼습니다. 15분 후에 다시 시도하세요.',
      images: '영상 보기',
      imagesTitle: '영상',
      closeImages: '영상 닫기',
      loadingReport: '보고서를 불러오는 중…',
      loadingImages: '영상 뷰어를 불러오는 중…',
      viewerUnavailable: '뷰어를 불러올 수 없습니다. 페이지를 새로 고치세요.',
      failed: '지금은 링크를 열 수 없습니다. 연결을 확인하고 페이지를 새로 고치세요.',
      refused: {
        expired: '이 링크는 만료되었습니다.',
        revoked: '이 링크는 병원에서 취소했습니다.',
        invalid: '이 링크는 유효하지 않습니다.',
      },
      askHospital: '검사를 받은 병원에 새 링크를 요청하세요.',
    },
  },
}

export default messages
