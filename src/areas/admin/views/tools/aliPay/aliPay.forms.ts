import type { AliPayConfigBody, AliPayConfigDto, AliPayTradeBody } from '../../../../../core/contract'
import type { FormDeclaration } from '../../../../../core/resource/resource.types'

const ADDRESS = /^(?:https?:\/\/\S+|\/?[A-Za-z0-9_\-./]+(?:\?\S*)?)$/

/** The payment settings (eladmin `AlipayConfig`); the private key is write-only: empty keeps the stored one. */
export const aliPayConfigForm: FormDeclaration<AliPayConfigDto> = {
  defaults: {},
  fromRow: (config) => ({
    appId: config.appId, privateKey: '', publicKey: config.publicKey, signType: config.signType, gatewayUrl: config.gatewayUrl,
    notifyUrl: config.notifyUrl, returnUrl: config.returnUrl, sysServiceProviderId: config.sysServiceProviderId,
  }),
  toBody: (values): AliPayConfigBody => ({
    appId: String(values.appId ?? '').trim(),
    ...(String(values.privateKey ?? '').trim() ? { privateKey: String(values.privateKey) } : {}),
    publicKey: String(values.publicKey ?? '').trim(),
    signType: 'RSA2',
    gatewayUrl: String(values.gatewayUrl ?? '').trim(),
    notifyUrl: String(values.notifyUrl ?? '').trim(),
    returnUrl: String(values.returnUrl ?? '').trim(),
    sysServiceProviderId: String(values.sysServiceProviderId ?? '').trim(),
  }),
  fields: [
    { name: 'appId', kind: 'text', required: true, maxLength: 32, rules: [{ kind: 'pattern', pattern: /^\d{8,32}$/, message: 'aliPay.appIdInvalid' }] },
    { name: 'signType', kind: 'select', required: true, options: [{ value: 'RSA2', label: 'aliPay.rsa2' }] },
    { name: 'privateKey', kind: 'textarea', maxLength: 8000, help: 'aliPay.privateKeyHelp', wide: true },
    { name: 'publicKey', kind: 'textarea', required: true, maxLength: 4000, help: 'aliPay.publicKeyHelp', wide: true },
    { name: 'gatewayUrl', kind: 'text', required: true, maxLength: 500, rules: [{ kind: 'pattern', pattern: ADDRESS, message: 'aliPay.addressInvalid' }] },
    { name: 'notifyUrl', kind: 'text', required: true, maxLength: 500, rules: [{ kind: 'pattern', pattern: ADDRESS, message: 'aliPay.addressInvalid' }] },
    { name: 'returnUrl', kind: 'text', required: true, maxLength: 500, rules: [{ kind: 'pattern', pattern: ADDRESS, message: 'aliPay.addressInvalid' }] },
    { name: 'sysServiceProviderId', kind: 'text', maxLength: 64 },
  ],
  columns: 2,
}

/** A test payment (eladmin `TradeVo`): the amount in yuan with at most two decimals, and the cashier to open. */
export const aliPayTradeForm: FormDeclaration<never> = {
  defaults: { subject: '', totalAmount: '0.01', body: '', channel: 'PC' },
  toBody: (values): AliPayTradeBody & { channel: string } => ({
    subject: String(values.subject ?? '').trim(),
    totalAmount: String(values.totalAmount ?? '').trim(),
    ...(String(values.body ?? '').trim() ? { body: String(values.body).trim() } : {}),
    channel: values.channel === 'WEB' ? 'WEB' : 'PC',
  }),
  fields: [
    { name: 'subject', kind: 'text', required: true, maxLength: 128 },
    { name: 'totalAmount', kind: 'text', required: true, maxLength: 13,
      rules: [{ kind: 'pattern', pattern: /^(?!0+(?:\.0{1,2})?$)\d{1,9}(?:\.\d{1,2})?$/, message: 'aliPay.amountInvalid' }] },
    { name: 'body', kind: 'text', maxLength: 128 },
    { name: 'channel', kind: 'radio', required: true, options: [{ value: 'PC', label: 'aliPay.channels.PC' }, { value: 'WEB', label: 'aliPay.channels.WEB' }] },
  ],
}
