import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Japanese. */
const messages: Shape<typeof en> = {
  qrcode: {
    title: 'QR コード',
    size: 'サイズ',
    pixels: '{{side}} px',
    noPublicAddress: '病院の公開アドレスが未設定のため、これらのコードはこのシステムのアドレス（{{origin}}）を開きます。院外の患者はアクセスできない場合があります。病院設定で公開アドレスを設定してください。',
    codeOf: 'QR コード：{{title}}',
    downloadPng: 'PNG',
    downloadSvg: 'SVG',
    print: '印刷',
    downloadPngOf: '{{title}}の QR コードを PNG でダウンロード',
    downloadSvgOf: '{{title}}の QR コードを SVG でダウンロード',
    printOf: '{{title}}の QR コードを印刷',
    downloadFailed: '画像を作成できませんでした：{{message}}',
    kinds: {
      reportLookup: { title: 'レポート照会', purpose: '患者がスキャンしてレポートを照会します。', missing: 'レポート照会のアドレスがありません。' },
      cloudFilm: { title: 'クラウドフィルム', purpose: '患者がスキャンして画像をオンラインで見ます。', missing: 'クラウドフィルムのアドレスがありません。' },
      feedback: { title: '患者フィードバック', purpose: '患者がスキャンして受診の感想を病院に伝えます。', missing: '患者フィードバックのアドレスが未設定です。病院設定で設定するとこのコードを印刷できます。' },
    },
  },
}

export default messages
