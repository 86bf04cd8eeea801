import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Japanese. */
const messages: Shape<typeof en> = {
  picture: {
    title: '画像ホスト',
    toolbar: '画像ホスト',
    upload: '画像をアップロード',
    refresh: '更新',
    loading: '画像を読み込んでいます…',
    empty: '画像はまだありません。',
    hint: 'jpg、png、gif、webp、最大 15 MB。コピーしたリンクは公開リンクです。削除されるまで、リンクを知っている人はサインインせずに画像を開けます。',
    wrongType: 'jpg、png、gif、webp の画像のみです',
    copy: 'リンクをコピー',
    copyOf: 'リンクをコピー：{{name}}',
    copied: '{{name}} のリンクをコピーしました',
    copyFailed: 'リンクをコピーできませんでした。ここから選択してください：{{link}}',
    deleteOf: '{{name}} を削除',
    delete: '削除',
    cancel: 'キャンセル',
    deleteTitle: '画像の削除',
    deleteConfirm: '{{name}} を削除しますか？リンクは使えなくなります。',
    deleted: '{{name}} を削除しました',
  },
}

export default messages
