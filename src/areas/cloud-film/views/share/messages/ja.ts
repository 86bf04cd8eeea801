import type { Shape } from '../../../../../core/i18n/shape'
import type en from './en'

/** Japanese. */
const messages: Shape<typeof en> = {
  cloudFilm: {
    share: {
      title: 'あなたの検査レポート',
      region: '共有された検査レポート',
      checking: 'リンクを開いています…',
      codeLabel: 'アクセスコード',
      codeHint: 'このリンクと一緒に渡された 6 桁の数字です。',
      codeFormat: 'アクセスコードの 6 桁を入力してください。',
      open: '開く',
      wrongCode: 'アクセスコードが違います。確認してもう一度お試しください。',
      throttled: '誤ったコードが多すぎるため、このリンクは一時的にロックされています。15 分後にもう一度お試しください。',
      images: '画像を見る',
      imagesTitle: '画像',
      closeImages: '画像を閉じる',
      loadingReport: 'レポートを読み込んでいます…',
      loadingImages: '画像ビューアを読み込んでいます…',
      viewerUnavailable: 'ビューアを読み込めませんでした。ページを再読み込みしてください。',
      failed: '今はリンクを開けません。接続を確認してページを再読み込みしてください。',
      refused: {
        expired: 'このリンクは期限切れです。',
        revoked: 'このリンクは病院により取り消されました。',
        invalid: 'このリンクは無効です。',
      },
      askHospital: '検査を受けた病院に新しいリンクを依頼してください。',
    },
  },
}

export default messages
