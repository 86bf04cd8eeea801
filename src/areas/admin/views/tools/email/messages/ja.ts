import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Japanese. */
const messages: Shape<typeof en> = {
  email: {
    title: 'メールツール',
    loading: '設定を読み込んでいます…',
    notConfigured: 'メールサーバーが未設定です',
    tabs: {
      label: 'メールツール',
      config: 'メールサーバー設定',
      send: 'メール送信',
      usage: '使い方',
    },
    config: {
      fields: {
        host: '送信サーバー',
        port: 'ポート',
        security: '接続の暗号化',
        user: 'ユーザー名',
        pass: 'パスワード',
        fromUser: '送信者アドレス',
      },
      hostHelp: 'SMTP サーバー。例：smtp.hospital.org',
      portHelp: '通常は 465（TLS）、587（STARTTLS）、25',
      userHelp: 'サインインなしで送信できるサーバーでは空欄',
      passHelp: '暗号化して保存され、再表示されません。空欄なら保存済みのパスワードを使います',
      security: {
        tls: 'TLS（ポート 465）',
        starttls: 'STARTTLS（ポート 587）',
        none: 'なし（このマシンのテストサーバーのみ）',
      },
      save: '保存',
      saved: 'メールサーバーの設定を保存しました',
      firstTime: '病院の SMTP サーバーを下に入力してください。保存するまではメールを送れません。',
      passwordStored: 'パスワードが（暗号化して）保存されています。',
      updated: '{{time}} に {{by}} が変更',
    },
    send: {
      tos: '宛先',
      tosHint: '複数のアドレスはカンマで区切ります',
      tosRequired: '宛先を 1 件以上入力してください',
      tosInvalid: 'メールアドレスではありません：{{address}}',
      subject: '件名',
      subjectRequired: '件名を入力してください',
      content: '本文',
      contentRequired: '本文を入力してください',
      editorLoading: 'エディターを読み込んでいます…',
      send: '送信',
      sent: '{{count}} 件の宛先に送信しました',
      failed: '送信できませんでした：{{message}}',
      needsServer: 'メールの送信にはメールサーバーが必要です。まず「メールサーバー設定」で入力してください。',
      configure: '設定へ',
    },
    usage: {
      intro: 'このツールは病院のメールサーバー（SMTP）からメールを送ります。',
      server: 'メールサーバー設定：SMTP サーバー、ポート、送信者アドレスを入力します。',
      security: '接続の暗号化：ポート 465 は TLS、587 は STARTTLS。「なし」はこのマシンのテストサーバー専用です。',
      password: 'パスワードはサーバーに暗号化して保存され、ブラウザーには返されません。空欄なら保存済みのものを使います。',
      send: 'メール送信：宛先はカンマ区切り、件名と書式付き本文（太字、斜体、リスト、リンク、見出し）を入力します。',
      safety: '送信前に本文からスクリプト、スタイル、安全でないリンクが取り除かれます。',
      test: 'メールサーバーに接続できないとき、サーバーは 5 秒で諦めて理由を示します。',
    },
  },
}

export default messages
