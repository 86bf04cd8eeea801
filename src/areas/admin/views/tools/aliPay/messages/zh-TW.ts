import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Traditional Chinese. */
const messages: Shape<typeof en> = {
  aliPay: {
    title: '支付寶工具',
    tabs: {
      label: '支付工具',
      config: '參數設定',
      pay: '支付測試',
      usage: '使用說明',
    },
    loading: '正在載入設定…',
    save: '儲存',
    saving: '儲存中…',
    saved: '設定已儲存',
    useSandbox: '使用沙箱閘道',
    sandboxOn: '閘道為契約伺服器內建的沙箱：支付在其收銀台頁面完成，不會真實扣款，其簽章的非同步通知和同步返回以沙箱公鑰驗證。',
    sandboxOff: '閘道不是契約伺服器的沙箱：支付將送往所設定的閘道，回呼以所設定的公鑰驗證。',
    fields: {
      appId: '應用 ID',
      signType: '簽章方式',
      privateKey: '應用私鑰',
      publicKey: '支付寶公鑰',
      gatewayUrl: '閘道位址',
      notifyUrl: '非同步通知位址',
      returnUrl: '同步返回位址',
      sysServiceProviderId: '服務商 ID',
      appPublicKey: '應用公鑰',
    },
    privateKeyHelp: '加密儲存，不再顯示；留空則保留已儲存的私鑰。',
    publicKeyHelp: '閘道簽章非同步通知和同步返回所用的公鑰（PEM 或 base64）。',
    appPublicKeyHelp: '請將此公鑰登記到閘道：即已儲存私鑰對應的公鑰。',
    appIdInvalid: '應用 ID 為 8～32 位數字',
    addressInvalid: 'http(s):// 位址或本伺服器上的路徑',
    amountInvalid: '金額以元為單位，大於 0，最多兩位小數',
    rsa2: 'RSA2（SHA256withRSA）',
    trade: {
      subject: '商品名稱',
      totalAmount: '金額（元）',
      body: '商品描述',
      channel: '收銀台',
    },
    pay: '去支付',
    paying: '正在發起…',
    cashierOpened: '收銀台已在新視窗開啟。',
    openCashier: '再次開啟收銀台',
    channels: {
      PC: '電腦網站',
      WEB: '手機網站',
    },
    states: {
      WAIT_BUYER_PAY: '等待付款',
      TRADE_SUCCESS: '已支付',
      TRADE_CLOSED: '已關閉',
    },
    usage: {
      one: '參數設定：應用 ID、應用私鑰（加密儲存）、支付寶公鑰以及閘道、非同步通知和同步返回位址。沒有外網時，請保留契約伺服器的沙箱閘道。',
      two: '支付測試：填寫商品名稱和金額後點擊「去支付」，閘道收銀台會在新視窗開啟。',
      three: '在收銀台點擊「付款」，沙箱向非同步通知位址傳送簽章通知並跳轉到同步返回位址；伺服器先驗證兩者的簽章（RSA2）再更新交易。',
      four: '交易列表顯示每筆測試支付及其狀態：簽章錯誤或金額被竄改的通知會被拒絕，交易保持未支付。',
    },
  },
  resources: {
    aliPayTrade: {
      title: '交易紀錄',
      name: '交易',
      fields: {
        outTradeNo: '訂單號',
        subject: '商品名稱',
        totalAmount: '金額',
        channel: '收銀台',
        state: '狀態',
        createTime: '建立時間',
        payTime: '支付時間',
        tradeNo: '支付寶交易號',
      },
      filters: {
        blurry: '訂單號或商品名稱',
        state: '狀態',
      },
    },
  },
}

export default messages
