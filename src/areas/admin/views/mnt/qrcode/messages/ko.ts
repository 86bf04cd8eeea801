import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Korean. */
const messages: Shape<typeof en> = {
  qrcode: {
    title: 'QR 코드',
    size: '크기',
    pixels: '{{side}}px',
    noPublicAddress: '병원 공개 주소가 설정되지 않아 이 코드는 이 시스템의 주소({{origin}})를 엽니다. 병원 밖의 환자는 접속하지 못할 수 있습니다. 병원 설정에서 공개 주소를 설정하세요.',
    codeOf: 'QR 코드: {{title}}',
    downloadPng: 'PNG',
    downloadSvg: 'SVG',
    print: '인쇄',
    downloadPngOf: '{{title}} QR 코드를 PNG로 다운로드',
    downloadSvgOf: '{{title}} QR 코드를 SVG로 다운로드',
    printOf: '{{title}} QR 코드 인쇄',
    downloadFailed: '이미지를 만들 수 없습니다: {{message}}',
    kinds: {
      reportLookup: { title: '보고서 조회', purpose: '환자가 스캔하여 검사 보고서를 조회합니다.', missing: '보고서 조회 주소가 없습니다.' },
      cloudFilm: { title: '클라우드 필름', purpose: '환자가 스캔하여 영상을 온라인으로 봅니다.', missing: '클라우드 필름 주소가 없습니다.' },
      feedback: { title: '환자 피드백', purpose: '환자가 스캔하여 진료 경험을 병원에 알립니다.', missing: '환자 피드백 주소가 설정되지 않았습니다. 병원 설정에서 설정하면 이 코드를 인쇄할 수 있습니다.' },
    },
  },
}

export default messages
