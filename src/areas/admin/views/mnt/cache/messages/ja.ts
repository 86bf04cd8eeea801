import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Japanese. */
const messages: Shape<typeof en> = {
  resources: {
    cacheKey: {
      title: 'キー',
      name: 'キー',
      fields: {
        key: 'キー',
        type: '型',
        ttl: '残り有効期間',
        size: 'サイズ',
      },
      filters: {
        pattern: 'キーのパターン（例：captcha_code:*）',
      },
    },
  },
  cache: {
    title: 'キャッシュ管理',
    summary: '使用中のキャッシュ',
    refresh: '統計を更新',
    loading: 'キャッシュの統計を読み込み中…',
    failed: 'キャッシュの統計を読み込めませんでした：{{message}}',
    backend: 'バックエンド',
    memory: 'プロセス内（サーバー自身のメモリ）',
    redis: 'Redis',
    address: 'アドレス',
    version: 'Redis バージョン',
    usedMemory: '使用メモリ',
    keys: 'キー数',
    hitRate: 'ヒット率',
    hitRateValue: '{{rate}}%（ヒット {{hits}} 回、ミス {{misses}} 回）',
    noReads: 'まだ読み取りはありません',
    none: '—',
    notConfiguredTitle: 'Redis は設定されていません',
    notConfigured: '画像認証、ログイン制限、辞書のキャッシュはサーバー自身のメモリに保持されています。再起動すると失われ、他のサーバーとは共有されません。Redis を使うには、Redis サーバーを起動し、次の環境変数を付けてサーバーを起動してください：',
    unavailableTitle: 'Redis に接続できません',
    never: '無期限',
    seconds: '{{s}} 秒',
    minutes: '{{m}} 分 {{s}} 秒',
    hours: '{{h}} 時間 {{m}} 分',
    days: '{{d}} 日 {{h}} 時間',
    bytes: '{{value}} B',
    kib: '{{value}} KB',
    mib: '{{value}} MB',
    gib: '{{value}} GB',
    unknownSize: '不明',
    truncated: '一致するキーのうち最初の {{limit}} 件を表示しています。残りを見るにはパターンを絞り込んでください。',
    view: '{{key}} の値を表示',
    valueTitle: '値：',
    loadingValue: '値を読み込み中…',
    valueLabel: '値',
    fieldsLabel: 'ハッシュのフィールド',
    field: 'フィールド',
    value: '値',
    valueTruncated: '先頭部分のみ表示しています（文字列は最初の 64 KB、ハッシュは最初の 1000 フィールド）。',
    notShown: '{{type}} 型の値はここには表示されません。',
    close: '閉じる',
  },
}

export default messages
