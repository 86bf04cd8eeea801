import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Japanese. */
const messages: Shape<typeof en> = {
  resources: {
    backup: {
      title: 'データベースのバックアップ',
      name: 'バックアップ',
      fields: {
        fileName: 'ファイル',
        size: 'サイズ',
        note: 'メモ',
        createBy: '作成者',
        createTime: '作成日時',
        restoredTime: '最終復元',
      },
      filters: {
        blurry: 'ファイル、メモ、作成者',
        createTime: '作成日時',
      },
    },
  },
  backup: {
    download: '{{name}} をダウンロード',
    restore: '{{name}} を復元',
    restoreTitle: '{{name}} からデータベースを復元',
    restoreWarning: 'データベースのすべてのレコードが、{{time}} に作成されたバックアップの内容に置き換わります。セッション、バックアップ一覧、操作ログはそのままです。置き換わるデータは先にバックアップされます。',
    typeLabel: '確認のためファイル名 {{name}} を入力してください',
    restoreButton: '復元',
    cancel: 'キャンセル',
    restored: '{{name}} から復元しました。復元前のデータは {{safety}} にあります',
    restoring: '復元中…',
    bytes: '{{value}} B',
    kib: '{{value}} KiB',
    mib: '{{value}} MiB',
    gib: '{{value}} GiB',
  },
}

export default messages
