import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Japanese. */
const messages: Shape<typeof en> = {
  aliPay: {
    title: 'Alipay ツール',
    tabs: {
      label: '決済ツール',
      config: 'パラメーター設定',
      pay: '決済テスト',
      usage: '使い方',
    },
    loading: '設定を読み込み中…',
    save: '保存',
    saving: '保存中…',
    saved: '設定を保存しました',
    useSandbox: 'サンドボックスゲートウェイを使う',
    sandboxOn: 'ゲートウェイは契約サーバー自身のサンドボックスです。決済はそのレジページで行われ、実際の支払いは発生しません。署名付きの通知と戻りはサンドボックスの公開鍵で検証されます。',
    sandboxOff: 'ゲートウェイは契約サーバーのサンドボックスではありません。決済は設定したゲートウェイに送られ、コールバックは設定した公開鍵で検証されます。',
    fields: {
      appId: 'アプリ ID',
      signType: '署名方式',
      privateKey: 'アプリ秘密鍵',
      publicKey: 'ゲートウェイ公開鍵',
      gatewayUrl: 'ゲートウェイ URL',
      notifyUrl: '非同期通知 URL',
      returnUrl: '同期戻り URL',
      sysServiceProviderId: 'サービスプロバイダー ID',
      appPublicKey: 'アプリ公開鍵',
    },
    privateKeyHelp: '暗号化して保存され、再表示されません。空欄なら保存済みの鍵を保持します。',
    publicKeyHelp: 'ゲートウェイが通知と戻りの署名に使う公開鍵（PEM または base64）。',
    appPublicKeyHelp: 'これをゲートウェイに登録してください：保存済み秘密鍵の公開鍵です。',
    appIdInvalid: 'アプリ ID は 8～32 桁の数字です',
    addressInvalid: 'http(s):// のアドレスか、このサーバー上のパス',
    amountInvalid: '元単位の金額（0 より大きく、小数点以下 2 桁まで）',
    rsa2: 'RSA2（SHA256withRSA）',
    trade: {
      subject: '商品名',
      totalAmount: '金額（元）',
      body: '説明',
      channel: 'レジ',
    },
    pay: '支払う',
    paying: '開始中…',
    cashierOpened: 'レジを新しいウィンドウで開きました。',
    openCashier: 'レジをもう一度開く',
    channels: {
      PC: 'PC サイト',
      WEB: 'モバイルサイト',
    },
    states: {
      WAIT_BUYER_PAY: '支払い待ち',
      TRADE_SUCCESS: '支払い済み',
      TRADE_CLOSED: '終了',
    },
    usage: {
      one: 'パラメーター設定：アプリ ID、アプリ秘密鍵（暗号化して保存）、ゲートウェイ公開鍵、ゲートウェイ・通知・戻りの各アドレス。インターネットがない場合は契約サーバーのサンドボックスゲートウェイのままにします。',
      two: '決済テスト：商品名と金額を入力して「支払う」を押すと、ゲートウェイのレジが新しいウィンドウで開きます。',
      three: 'レジで「支払う」を押すと、サンドボックスが署名付き通知を通知アドレスに送り、戻りアドレスに移動します。サーバーは両方の署名（RSA2）を検証してから取引を更新します。',
      four: '取引一覧には各テスト決済とその状態が表示されます。署名が不正、または金額が変更された通知は拒否され、取引は未払いのままです。',
    },
  },
  resources: {
    aliPayTrade: {
      title: '取引',
      name: '取引',
      fields: {
        outTradeNo: '注文番号',
        subject: '商品名',
        totalAmount: '金額',
        channel: 'レジ',
        state: '状態',
        createTime: '作成日時',
        payTime: '支払日時',
        tradeNo: 'ゲートウェイ取引番号',
      },
      filters: {
        blurry: '注文番号または商品名',
        state: '状態',
      },
    },
  },
}

export default messages
