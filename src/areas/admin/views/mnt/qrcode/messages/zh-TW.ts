import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Traditional Chinese. */
const messages: Shape<typeof en> = {
  qrcode: {
    title: 'QR 碼',
    size: '尺寸',
    pixels: '{{side}} 像素',
    noPublicAddress: '未設定醫院公網位址，這些 QR 碼將開啟本系統的位址（{{origin}}），院外患者可能無法存取。請在「醫院設定」中設定公網位址。',
    codeOf: 'QR 碼：{{title}}',
    downloadPng: 'PNG',
    downloadSvg: 'SVG',
    print: '列印',
    downloadPngOf: '下載「{{title}}」QR 碼（PNG）',
    downloadSvgOf: '下載「{{title}}」QR 碼（SVG）',
    printOf: '列印「{{title}}」QR 碼',
    downloadFailed: '無法產生圖片：{{message}}',
    kinds: {
      reportLookup: { title: '報告查詢', purpose: '患者掃碼查詢檢查報告。', missing: '報告查詢沒有位址。' },
      cloudFilm: { title: '雲端膠片', purpose: '患者掃碼線上檢視影像。', missing: '雲端膠片沒有位址。' },
      feedback: { title: '患者回饋', purpose: '患者掃碼向醫院回饋就診體驗。', missing: '未設定患者回饋位址：請在「醫院設定」中設定後再列印此 QR 碼。' },
    },
  },
}

export default messages
