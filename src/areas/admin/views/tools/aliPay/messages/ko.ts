import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Korean. */
const messages: Shape<typeof en> = {
  aliPay: {
    title: 'Alipay 도구',
    tabs: {
      label: '결제 도구',
      config: '매개변수 설정',
      pay: '결제 테스트',
      usage: '사용 방법',
    },
    loading: '설정을 불러오는 중…',
    save: '저장',
    saving: '저장 중…',
    saved: '설정을 저장했습니다',
    useSandbox: '샌드박스 게이트웨이 사용',
    sandboxOn: '게이트웨이는 계약 서버 자체의 샌드박스입니다. 결제는 그 결제창에서 이루어지고 실제 돈은 움직이지 않으며, 서명된 알림과 반환은 샌드박스 공개 키로 검증됩니다.',
    sandboxOff: '게이트웨이가 계약 서버의 샌드박스가 아닙니다. 결제는 설정한 게이트웨이로 가고, 콜백은 설정한 공개 키로 검증됩니다.',
    fields: {
      appId: '앱 ID',
      signType: '서명 방식',
      privateKey: '앱 개인 키',
      publicKey: '게이트웨이 공개 키',
      gatewayUrl: '게이트웨이 URL',
      notifyUrl: '비동기 알림 URL',
      returnUrl: '동기 반환 URL',
      sysServiceProviderId: '서비스 제공자 ID',
      appPublicKey: '앱 공개 키',
    },
    privateKeyHelp: '암호화되어 저장되며 다시 표시되지 않습니다. 비워 두면 저장된 키를 유지합니다.',
    publicKeyHelp: '게이트웨이가 알림과 반환에 서명하는 공개 키(PEM 또는 base64).',
    appPublicKeyHelp: '이 키를 게이트웨이에 등록하세요: 저장된 개인 키의 공개 키입니다.',
    appIdInvalid: '앱 ID는 8~32자리 숫자입니다',
    addressInvalid: 'http(s):// 주소 또는 이 서버의 경로',
    amountInvalid: '위안 단위 금액(0보다 크고 소수점 둘째 자리까지)',
    rsa2: 'RSA2(SHA256withRSA)',
    trade: {
      subject: '상품명',
      totalAmount: '금액(위안)',
      body: '설명',
      channel: '결제창',
    },
    pay: '결제하기',
    paying: '시작하는 중…',
    cashierOpened: '결제창을 새 창에서 열었습니다.',
    openCashier: '결제창 다시 열기',
    channels: {
      PC: 'PC 웹',
      WEB: '모바일 웹',
    },
    states: {
      WAIT_BUYER_PAY: '결제 대기',
      TRADE_SUCCESS: '결제됨',
      TRADE_CLOSED: '종료됨',
    },
    usage: {
      one: '매개변수 설정: 앱 ID, 앱 개인 키(암호화 저장), 게이트웨이 공개 키, 게이트웨이·알림·반환 주소. 인터넷이 없으면 계약 서버의 샌드박스 게이트웨이를 그대로 두세요.',
      two: '결제 테스트: 상품명과 금액을 입력하고 결제하기를 누르면 게이트웨이 결제창이 새 창에서 열립니다.',
      three: '결제창에서 결제를 누르면 샌드박스가 서명된 알림을 알림 주소로 보내고 반환 주소로 이동합니다. 서버는 두 서명(RSA2)을 모두 검증한 뒤 거래를 바꿉니다.',
      four: '거래 목록에 각 테스트 결제와 상태가 표시됩니다. 서명이 틀리거나 금액이 바뀐 알림은 거부되고 거래는 미결제로 남습니다.',
    },
  },
  resources: {
    aliPayTrade: {
      title: '거래',
      name: '거래',
      fields: {
        outTradeNo: '주문 번호',
        subject: '상품명',
        totalAmount: '금액',
        channel: '결제창',
        state: '상태',
        createTime: '생성 시간',
        payTime: '결제 시간',
        tradeNo: '게이트웨이 거래 번호',
      },
      filters: {
        blurry: '주문 번호 또는 상품명',
        state: '상태',
      },
    },
  },
}

export default messages
