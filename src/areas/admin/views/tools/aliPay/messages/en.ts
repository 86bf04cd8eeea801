/** English: the source every other locale of this catalogue is typed against. */
const messages = {
  aliPay: {
    title: 'Alipay tool',
    tabs: {
      label: 'Payment tool',
      config: 'Settings',
      pay: 'Payment test',
      usage: 'How to use',
    },
    loading: 'Loading the settings…',
    save: 'Save',
    saving: 'Saving…',
    saved: 'Settings saved',
    useSandbox: 'Use the sandbox gateway',
    sandboxOn: 'The gateway is the contract server\'s own sandbox: payments go through its cashier page, no money moves, and its signed notify and return are verified with the sandbox\'s public key.',
    sandboxOff: 'The gateway is not the contract server\'s sandbox: payments go to the configured gateway, and callbacks are verified with the configured public key.',
    fields: {
      appId: 'App ID',
      signType: 'Signature type',
      privateKey: 'Application private key',
      publicKey: 'Gateway public key',
      gatewayUrl: 'Gateway URL',
      notifyUrl: 'Notify URL (asynchronous)',
      returnUrl: 'Return URL (synchronous)',
      sysServiceProviderId: 'Service provider ID',
      appPublicKey: 'Application public key',
    },
    privateKeyHelp: 'Stored encrypted and never shown again; leave empty to keep the stored key.',
    publicKeyHelp: 'The public key the gateway signs its notify and return with (PEM or base64).',
    appPublicKeyHelp: 'Register this with the gateway: the public half of the stored private key.',
    appIdInvalid: 'The app ID is 8 to 32 digits',
    addressInvalid: 'An http(s):// address or a path on this server',
    amountInvalid: 'An amount in yuan above 0, with at most two decimals',
    rsa2: 'RSA2 (SHA256withRSA)',
    trade: {
      subject: 'Subject',
      totalAmount: 'Amount (yuan)',
      body: 'Description',
      channel: 'Cashier',
    },
    pay: 'Pay',
    paying: 'Starting…',
    cashierOpened: 'The cashier opened in a new window.',
    openCashier: 'Open the cashier again',
    channels: {
      PC: 'Computer',
      WEB: 'Mobile web',
    },
    states: {
      WAIT_BUYER_PAY: 'Waiting for payment',
      TRADE_SUCCESS: 'Paid',
      TRADE_CLOSED: 'Closed',
    },
    usage: {
      one: 'Settings: the app ID, the application private key (stored encrypted), the gateway public key and the gateway, notify and return addresses. Without internet, keep the sandbox gateway of the contract server.',
      two: 'Payment test: enter a subject and an amount and press Pay; the gateway cashier opens in a new window.',
      three: 'On the cashier page, Pay sends the signed notify to the notify address and takes you to the return address; the server verifies both signatures (RSA2) before the trade changes.',
      four: 'The trades list shows each test payment and its state: a notify with a bad signature or a changed amount is refused and leaves the trade unpaid.',
    },
  },
  resources: {
    aliPayTrade: {
      title: 'Trades',
      name: 'trade',
      fields: {
        outTradeNo: 'Order number',
        subject: 'Subject',
        totalAmount: 'Amount',
        channel: 'Cashier',
        state: 'State',
        createTime: 'Created',
        payTime: 'Paid at',
        tradeNo: 'Gateway trade number',
      },
      filters: {
        blurry: 'Order number or subject',
        state: 'State',
      },
    },
  },
}

export default messages
