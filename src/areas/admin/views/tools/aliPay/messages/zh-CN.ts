import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Simplified Chinese. */
const messages: Shape<typeof en> = {
  aliPay: {
    title: '支付宝工具',
    tabs: {
      label: '支付工具',
      config: '参数配置',
      pay: '支付测试',
      usage: '使用说明',
    },
    loading: '正在加载配置…',
    save: '保存',
    saving: '保存中…',
    saved: '配置已保存',
    useSandbox: '使用沙箱网关',
    sandboxOn: '网关为契约服务器自带的沙箱：支付在其收银台页面完成，不会真实扣款，其签名的异步通知和同步返回用沙箱公钥验证。',
    sandboxOff: '网关不是契约服务器的沙箱：支付将发往所配置的网关，回调用所配置的公钥验证。',
    fields: {
      appId: '应用 ID',
      signType: '签名方式',
      privateKey: '应用私钥',
      publicKey: '支付宝公钥',
      gatewayUrl: '网关地址',
      notifyUrl: '异步通知地址',
      returnUrl: '同步返回地址',
      sysServiceProviderId: '服务商 ID',
      appPublicKey: '应用公钥',
    },
    privateKeyHelp: '加密保存，不再显示；留空则保留已保存的私钥。',
    publicKeyHelp: '网关签名异步通知和同步返回所用的公钥（PEM 或 base64）。',
    appPublicKeyHelp: '请将此公钥登记到网关：即已保存私钥对应的公钥。',
    appIdInvalid: '应用 ID 为 8～32 位数字',
    addressInvalid: 'http(s):// 地址或本服务器上的路径',
    amountInvalid: '金额以元为单位，大于 0，最多两位小数',
    rsa2: 'RSA2（SHA256withRSA）',
    trade: {
      subject: '商品名称',
      totalAmount: '金额（元）',
      body: '商品描述',
      channel: '收银台',
    },
    pay: '去支付',
    paying: '正在发起…',
    cashierOpened: '收银台已在新窗口打开。',
    openCashier: '再次打开收银台',
    channels: {
      PC: '电脑网站',
      WEB: '手机网站',
    },
    states: {
      WAIT_BUYER_PAY: '等待付款',
      TRADE_SUCCESS: '已支付',
      TRADE_CLOSED: '已关闭',
    },
    usage: {
      one: '参数配置：应用 ID、应用私钥（加密保存）、支付宝公钥以及网关、异步通知和同步返回地址。没有外网时，请保留契约服务器的沙箱网关。',
      two: '支付测试：填写商品名称和金额后点击“去支付”，网关收银台会在新窗口打开。',
      three: '在收银台点击“付款”，沙箱向异步通知地址发送签名通知并跳转到同步返回地址；服务器先验证两者的签名（RSA2）再更新交易。',
      four: '交易列表显示每笔测试支付及其状态：签名错误或金额被篡改的通知会被拒绝，交易保持未支付。',
    },
  },
  resources: {
    aliPayTrade: {
      title: '交易记录',
      name: '交易',
      fields: {
        outTradeNo: '订单号',
        subject: '商品名称',
        totalAmount: '金额',
        channel: '收银台',
        state: '状态',
        createTime: '创建时间',
        payTime: '支付时间',
        tradeNo: '支付宝交易号',
      },
      filters: {
        blurry: '订单号或商品名称',
        state: '状态',
      },
    },
  },
}

export default messages
