import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Japanese. */
const messages: Shape<typeof en> = {
  storage: {
    title: 'ストレージ',
    tabs: {
      label: 'ストレージの種類',
      local: 'ローカルストレージ',
      s3: 'オブジェクトストレージ',
    },
    upload: 'アップロード',
    download: '{{name}} をダウンロード',
    preview: '{{name}} を原寸で開く',
    types: {
      image: '画像',
      document: '文書',
      music: '音声',
      video: '動画',
      other: 'その他',
    },
  },
  resources: {
    localStorage: {
      title: 'ローカルストレージ',
      name: 'ファイル',
      fields: {
        preview: 'プレビュー',
        name: 'ファイル名',
        suffix: '拡張子',
        type: '種類',
        sizeText: 'サイズ',
        createBy: 'アップロード者',
        createTime: 'アップロード日時',
      },
      filters: {
        blurry: 'ファイル名、拡張子、種類',
        type: '種類',
        createTime: 'アップロード期間',
      },
    },
    s3Storage: {
      title: 'オブジェクトストレージ',
      name: 'オブジェクト',
      fields: {
        key: 'キー',
        type: '種類',
        sizeText: 'サイズ',
        lastModified: '更新日時',
        endpoint: 'エンドポイント',
        region: 'リージョン',
        bucket: 'バケット',
        accessKey: 'アクセスキー',
        secretKey: 'シークレットキー',
        forcePathStyle: 'パス形式のアドレス',
      },
      filters: {
        prefix: 'キーの先頭',
      },
      endpointHelp: 'S3 のアドレス。例：http://127.0.0.1:4568、https://s3.example.org',
      endpointInvalid: 'http:// または https:// とホストを入力してください（パスなし）',
      secretKeyHelp: '暗号化して保存され、再表示されません。空欄なら保存済みのキーを使います',
      forcePathStyleHelp: 'MinIO、Ceph、ローカル S3 サーバーではオン（エンドポイント/バケット/キー）',
      configTitle: 'オブジェクトストレージの設定',
      configure: '設定',
      test: '接続テスト',
      testOk: '接続しました：バケット {{bucket}} が {{millis}} ms で応答しました',
      saved: '設定を保存しました',
      loading: '設定を読み込んでいます…',
      notConfigured: 'オブジェクトストレージが未設定です',
      notConfiguredWhy: 'このタブは S3 互換ストレージ（MinIO、Ceph、Amazon S3、ローカルのテストサーバー）を使います。設定するまでは何も保存されません。ローカルストレージはそのまま使えます。',
      howStart: 'S3 互換サーバーを起動するか、病院のストレージのアドレスを入手します（README の「任意の構成要素」を参照）。',
      howSettings: '「設定」を開き、エンドポイント、リージョン、バケット、アクセスキー、シークレットキーを入力します。',
      howTest: '保存して「接続テスト」を押します。バケットは 5 秒以内に応答する必要があります。',
    },
  },
}

export default messages
