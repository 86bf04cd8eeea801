import { randomInt } from 'node:crypto'
import { z } from 'zod'
import type { AliPayConfigDto, AliPayTradeDto } from '../../../src/core/contract/devtools'
import type { ServerLocale } from '../../../src/core/contract/api'
import type { Ctx, Services } from '../lib/context'
import { listQuerySchema, runList, type ListSpec } from '../lib/crud'
import { opt } from '../lib/dto'
import { HttpError } from '../lib/errors'
import { translate, type MessageKey, type MessageParams } from '../lib/messages'
import {
  amountToCents, centsToAmount, generateRsaPair, loadOrCreateSandboxKeys, publicPemOf, readPrivateKey, readPublicKey, signRsa2, verifyRsa2, type PemKeyPair,
} from '../lib/alipay'
import { invalidFields, Resource } from '../lib/route'
import { formatDateTime } from '../lib/time'
import { pageOf, text } from '../schemas/common'

/** The sandbox gateway's place on this server (under `/api`, so whatever proxies the API reaches it too). */
export const SANDBOX_GATEWAY = 'api/aliPay/sandbox/gateway.do'
/** How long the sandbox waits for the merchant's notify URL to answer. */
export const NOTIFY_TIMEOUT_MS = 5000

interface ConfigRow {
  app_id: string
  private_key: string | null
  public_key: string
  sign_type: 'RSA2'
  gateway_url: string
  charset: string
  notify_url: string
  return_url: string
  format: string
  sys_service_provider_id: string
  update_by: string | null
  update_time: string | null
}

interface TradeRow {
  id: number
  out_trade_no: string
  trade_no: string | null
  subject: string
  body: string | null
  amount_cents: number
  channel: 'PC' | 'WEB'
  state: AliPayTradeDto['state']
  create_by: string | null
  create_time: string
  pay_time: string | null
  notify_time: string | null
  return_time: string | null
}

function toTradeDto(row: TradeRow): AliPayTradeDto {
  return {
    id: row.id, outTradeNo: row.out_trade_no, tradeNo: opt(row.trade_no), subject: row.subject, body: opt(row.body),
    totalAmount: centsToAmount(row.amount_cents), channel: row.channel, state: row.state, createBy: opt(row.create_by),
    createTime: row.create_time, payTime: opt(row.pay_time), notifyTime: opt(row.notify_time), returnTime: opt(row.return_time),
  }
}

const tradeList: ListSpec<TradeRow, AliPayTradeDto> = {
  from: 'tool_alipay_trade t',
  select: 't.*',
  sort: { id: 't.id', createTime: 't.create_time', totalAmount: 't.amount_cents', state: 't.state' },
  defaultSort: 't.id DESC',
  filters: {
    blurry: { kind: 'blurry', columns: ['t.out_trade_no', 't.subject', 't.trade_no'], description: 'Part of the order number, subject or gateway trade number' },
    state: { kind: 'equal', column: 't.state', description: 'WAIT_BUYER_PAY, TRADE_SUCCESS or TRADE_CLOSED' },
    createTime: { kind: 'between', column: 't.create_time', description: 'Created between' },
  },
  toDto: toTradeDto,
}

/** A gateway, notify or return address: absolute http(s), or a path on this server (`api/aliPay/notify`). */
const Address = z.string().trim().min(1).max(500).regex(/^(?:https?:\/\/[^\s"'<>]+|\/?[A-Za-z0-9_\-./]+(?:\?[^\s"'<>]*)?)$/, { error: 'pay.badUrl' })

const AliPayConfigSchema = z.object({
  appId: z.string(), hasPrivateKey: z.boolean(), appPublicKey: z.string(), publicKey: z.string(), signType: z.literal('RSA2'),
  gatewayUrl: z.string(), charset: z.string(), notifyUrl: z.string(), returnUrl: z.string(), format: z.string(),
  sysServiceProviderId: z.string(), sandbox: z.boolean(), sandboxPublicKey: z.string(), updateBy: z.string().optional(), updateTime: z.string().optional(),
})
const AliPayConfigBody = z.object({
  appId: z.string().trim().regex(/^\d{8,32}$/, { error: 'pay.badAppId' }),
  privateKey: z.string().max(8000).optional().describe('PEM or bare base64 PKCS#8; empty or absent keeps the stored key'),
  publicKey: z.string().trim().min(1).max(4000).describe('The gateway\'s public key (PEM or bare base64)'),
  signType: z.literal('RSA2'),
  gatewayUrl: Address,
  notifyUrl: Address,
  returnUrl: Address,
  sysServiceProviderId: z.string().trim().max(64).optional(),
})
const TradeBody = z.object({
  subject: text(128),
  totalAmount: z.string().trim().refine((v) => { const cents = amountToCents(v); return cents !== null && cents >= 1 && cents <= 10_000_000_000 }, { error: 'pay.badAmount' }),
  body: z.string().trim().max(128).optional(),
})
const TradeSchema = z.object({
  id: z.number().int(), outTradeNo: z.string(), tradeNo: z.string().optional(), subject: z.string(), body: z.string().optional(),
  totalAmount: z.string(), channel: z.enum(['PC', 'WEB']), state: z.enum(['WAIT_BUYER_PAY', 'TRADE_SUCCESS', 'TRADE_CLOSED']),
  createBy: z.string().optional(), createTime: z.string(), payTime: z.string().optional(), notifyTime: z.string().optional(), returnTime: z.string().optional(),
})
/** What a gateway request, a notify and a return carry (every value a string; unknown names kept for the signature). */
const SignedParams = z.record(z.string().max(64), z.string().max(4000))
const BizContent = z.object({
  out_trade_no: z.string().min(1).max(64), total_amount: z.string().max(16), subject: z.string().max(256),
  body: z.string().max(256).optional(), product_code: z.string().max(64),
})

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
}

/** A small page of the sandbox or of the return: the request's language, no script, styles inline. */
function page(locale: ServerLocale, title: string, body: string): string {
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">`
    + `<title>${escapeHtml(title)}</title><style>body{font:15px/1.5 system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;color:#1b1b1b}`
    + 'main{border:1px solid #c8c8c8;border-radius:8px;padding:1rem 1.5rem}button{font:inherit;padding:.4rem 1.2rem;margin-right:.5rem;border-radius:4px;'
    + 'border:1px solid #1677ff;background:#1677ff;color:#fff;cursor:pointer}button[value=cancel]{background:#fff;color:#1677ff}dt{font-weight:600}</style>'
    + `</head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`
}

/**
 * The payment tool (eladmin `AliPayController`): its settings, the test payment and the gateway's callbacks. With no
 * internet, this server also plays the gateway's sandbox: a cashier page that checks the merchant's RSA2 signature,
 * and on Pay calls the configured notify URL with a form signed by the sandbox's own key and redirects to the return
 * URL with a signed query — both verified here against the configured gateway public key before a trade changes.
 */
export function aliPayRoutes(s: Services): Resource {
  const { db } = s
  const r = new Resource('/api/aliPay', 'aliPay', s)
  let sandboxKeys: PemKeyPair | null = null
  const sandbox = (): PemKeyPair => (sandboxKeys ??= loadOrCreateSandboxKeys(s.dataDir))

  /** The settings; the first use makes them: a fresh application key pair, the sandbox gateway and its key. */
  const config = (): ConfigRow => {
    const row = db.prepare('SELECT * FROM tool_alipay_config WHERE id = 1').get() as ConfigRow | undefined
    if (row) return row
    const app = generateRsaPair()
    db.prepare(`INSERT OR IGNORE INTO tool_alipay_config (id, app_id, private_key, public_key, gateway_url, notify_url, return_url)
      VALUES (1, ?, ?, ?, ?, ?, ?)`).run('2021000000000001', s.secrets.seal(app.privateKeyPem), sandbox().publicKeyPem, SANDBOX_GATEWAY, 'api/aliPay/notify', 'api/aliPay/return')
    return db.prepare('SELECT * FROM tool_alipay_config WHERE id = 1').get() as ConfigRow
  }
  const appPrivateKey = (row: ConfigRow) => {
    if (row.private_key === null) throw new HttpError(409, 'pay.noPrivateKey')
    try {
      return readPrivateKey(s.secrets.open(row.private_key))
    } catch {
      throw new HttpError(409, 'pay.secretUnreadable')
    }
  }
  /** An address as the outside calls it: relative ones are on this server, as the caller reached it. */
  const absolute = (c: Ctx, address: string): string => (/^https?:\/\//.test(address) ? address : new URL(address.replace(/^\//, ''), `${new URL(c.req.url).origin}/`).toString())
  const tradeByNo = (no: string) => db.prepare('SELECT * FROM tool_alipay_trade WHERE out_trade_no = ?').get(no) as TradeRow | undefined
  const say = (locale: ServerLocale) => (key: MessageKey, params?: MessageParams) => translate(locale, key, params)

  r.route({
    method: 'get', path: '/', permission: ['admin'], response: AliPayConfigSchema,
    summary: 'The payment settings (never the private key: hasPrivateKey, and its public half appPublicKey)',
  }, (c) => {
    const row = config()
    let appPublicKey = ''
    try {
      appPublicKey = row.private_key ? publicPemOf(readPrivateKey(s.secrets.open(row.private_key))) : ''
    } catch {
      appPublicKey = ''
    }
    const body: AliPayConfigDto = {
      appId: row.app_id, hasPrivateKey: row.private_key !== null, appPublicKey, publicKey: row.public_key, signType: row.sign_type,
      gatewayUrl: row.gateway_url, charset: row.charset, notifyUrl: row.notify_url, returnUrl: row.return_url, format: row.format,
      sysServiceProviderId: row.sys_service_provider_id, sandbox: row.public_key.trim() === sandbox().publicKeyPem.trim(),
      sandboxPublicKey: sandbox().publicKeyPem, updateBy: opt(row.update_by), updateTime: opt(row.update_time),
    }
    return c.json(body)
  })

  r.route({
    method: 'put', path: '/', permission: ['admin'], body: AliPayConfigBody, status: 204,
    summary: 'Save the payment settings; the private key is stored sealed, an empty one keeps the stored key',
  }, (c, { body, principal, t }) => {
    const old = config()
    const errors: { field: string; message: string }[] = []
    let sealed = old.private_key
    if (body.privateKey?.trim()) {
      try {
        readPrivateKey(body.privateKey)
        sealed = s.secrets.seal(body.privateKey.trim())
      } catch {
        errors.push({ field: 'privateKey', message: t('pay.badPrivateKey') })
      }
    }
    try {
      readPublicKey(body.publicKey)
    } catch {
      errors.push({ field: 'publicKey', message: t('pay.badPublicKey') })
    }
    if (errors.length) throw invalidFields(errors)
    db.prepare(`UPDATE tool_alipay_config SET app_id = ?, private_key = ?, public_key = ?, sign_type = ?, gateway_url = ?, notify_url = ?, return_url = ?,
      sys_service_provider_id = ?, update_by = ?, update_time = ? WHERE id = 1`)
      .run(body.appId, sealed, body.publicKey.trim(), body.signType, body.gatewayUrl, body.notifyUrl, body.returnUrl, body.sysServiceProviderId ?? '',
        principal.username, formatDateTime(s.now()))
    return c.body(null, 204)
  })

  for (const [path, channel, method, product] of [
    ['/toPayAsPC', 'PC', 'alipay.trade.page.pay', 'FAST_INSTANT_TRADE_PAY'],
    ['/toPayAsWeb', 'WEB', 'alipay.trade.wap.pay', 'QUICK_WAP_WAY'],
  ] as const) {
    r.route({
      method: 'post', path, permission: ['admin'], body: TradeBody, response: z.string().describe('The gateway URL to open'),
      summary: `Start a test payment (${channel === 'PC' ? 'computer' : 'mobile'} cashier): records the trade, answers the signed gateway URL`,
    }, (c, { body, principal }) => {
      const row = config()
      const key = appPrivateKey(row)
      const now = s.now()
      const cents = amountToCents(body.totalAmount) as number
      const outTradeNo = `${formatDateTime(now).replace(/\D/g, '')}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`
      db.prepare(`INSERT INTO tool_alipay_trade (out_trade_no, subject, body, amount_cents, channel, create_by, create_time)
        VALUES (?, ?, ?, ?, ?, ?, ?)`).run(outTradeNo, body.subject, body.body || null, cents, channel, principal.username, formatDateTime(now))
      const params: Record<string, string> = {
        app_id: row.app_id, method, format: row.format, charset: row.charset, sign_type: row.sign_type, timestamp: formatDateTime(now), version: '1.0',
        notify_url: absolute(c, row.notify_url), return_url: absolute(c, row.return_url),
        biz_content: JSON.stringify({ out_trade_no: outTradeNo, product_code: product, total_amount: centsToAmount(cents), subject: body.subject, ...(body.body ? { body: body.body } : {}) }),
      }
      params.sign = signRsa2(params, key)
      const url = new URL(absolute(c, row.gateway_url))
      for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value)
      return c.json(url.toString())
    })
  }

  r.route({
    method: 'get', path: '/trades', permission: ['admin'], query: listQuerySchema(tradeList as unknown as ListSpec<never, unknown>), response: pageOf(TradeSchema),
    summary: 'The test payments, newest first, with their state; blurry matches the order number, subject or gateway trade number',
  }, (c, { query, principal }) => c.json(runList(db, tradeList, query as never, principal)))

  /** Checks a callback's signature, merchant and amount against the trade; null when any does not match. */
  const verifiedTrade = (params: Record<string, string>): TradeRow | null => {
    const row = config()
    let gatewayKey
    try {
      gatewayKey = readPublicKey(row.public_key)
    } catch {
      return null
    }
    if (!verifyRsa2(params, gatewayKey, true)) return null
    if (params.app_id !== row.app_id) return null
    const trade = params.out_trade_no ? tradeByNo(params.out_trade_no) : undefined
    if (!trade || amountToCents(params.total_amount ?? '') !== trade.amount_cents) return null
    return trade
  }

  r.route({
    method: 'post', path: '/notify', permission: 'anonymous',
    summary: 'The gateway\'s asynchronous notify (form): verified with the gateway public key; answers success or failure',
    description: 'Form fields as the gateway sends them (notify_id, app_id, out_trade_no, trade_no, trade_status, total_amount, sign_type, sign, …). '
      + 'A bad signature, another merchant, an unknown trade or a changed amount answers `failure` and changes nothing.',
  }, async (c) => {
    const form = SignedParams.safeParse(Object.fromEntries(Object.entries(await c.req.parseBody()).filter(([, v]) => typeof v === 'string')))
    const trade = form.success ? verifiedTrade(form.data) : null
    if (!form.success || !trade) {
      s.log(`[aliPay] notify refused for ${form.success ? form.data.out_trade_no ?? '?' : '?'}`)
      return c.text('failure')
    }
    const status = form.data.trade_status
    const now = formatDateTime(s.now())
    if (status === 'TRADE_SUCCESS' || status === 'TRADE_FINISHED') {
      db.prepare(`UPDATE tool_alipay_trade SET state = 'TRADE_SUCCESS', trade_no = ?, pay_time = COALESCE(pay_time, ?), notify_time = ? WHERE id = ?`)
        .run(form.data.trade_no ?? null, form.data.gmt_payment ?? now, now, trade.id)
    } else if (status === 'TRADE_CLOSED') {
      db.prepare(`UPDATE tool_alipay_trade SET state = 'TRADE_CLOSED', trade_no = COALESCE(trade_no, ?), notify_time = ? WHERE id = ? AND state = 'WAIT_BUYER_PAY'`)
        .run(form.data.trade_no ?? null, now, trade.id)
    } else {
      db.prepare('UPDATE tool_alipay_trade SET notify_time = ? WHERE id = ?').run(now, trade.id)
    }
    return c.text('success')
  })

  r.route({
    method: 'get', path: '/return', permission: 'anonymous', produces: 'text/html',
    summary: 'Where the gateway sends the buyer back (signed query): verified, then a page saying how the trade stands',
  }, (c, { locale }) => {
    const t = say(locale)
    const params = SignedParams.safeParse(Object.fromEntries(new URL(c.req.url).searchParams))
    const trade = params.success ? verifiedTrade(params.data) : null
    if (!trade) return c.html(page(locale, t('pay.returnTitle'), `<p role="alert">${escapeHtml(t('pay.returnInvalid'))}</p>`), 400)
    db.prepare('UPDATE tool_alipay_trade SET return_time = ? WHERE id = ?').run(formatDateTime(s.now()), trade.id)
    const current = tradeByNo(trade.out_trade_no) as TradeRow
    const key: MessageKey = current.state === 'TRADE_SUCCESS' ? 'pay.returnPaid' : current.state === 'TRADE_CLOSED' ? 'pay.returnClosed' : 'pay.returnPending'
    const message = t(key, { outTradeNo: current.out_trade_no, amount: centsToAmount(current.amount_cents) })
    return c.html(page(locale, t('pay.returnTitle'), `<p role="status" data-state="${current.state}">${escapeHtml(message)}</p>`))
  })

  /** The merchant's request as the sandbox checks it: signed with the application key whose public half it knows. */
  const gatewayRequest = (params: Record<string, string>): { ok: true; biz: z.output<typeof BizContent> } | { ok: false; key: MessageKey } => {
    const row = config()
    if (params.app_id !== row.app_id || row.private_key === null) return { ok: false, key: 'pay.sandboxBadSign' }
    let appPublic
    try {
      appPublic = readPublicKey(publicPemOf(readPrivateKey(s.secrets.open(row.private_key))))
    } catch {
      return { ok: false, key: 'pay.sandboxBadSign' }
    }
    if (params.sign_type !== 'RSA2' || !verifyRsa2(params, appPublic, false)) return { ok: false, key: 'pay.sandboxBadSign' }
    let biz
    try {
      biz = BizContent.safeParse(JSON.parse(params.biz_content ?? ''))
    } catch {
      return { ok: false, key: 'pay.sandboxBadRequest' }
    }
    if (!biz.success || amountToCents(biz.data.total_amount) === null || !params.notify_url || !params.return_url) return { ok: false, key: 'pay.sandboxBadRequest' }
    return { ok: true, biz: biz.data }
  }

  r.route({
    method: 'get', path: '/sandbox/gateway.do', permission: 'anonymous', produces: 'text/html',
    summary: 'Sandbox gateway: the cashier page of a signed payment request (Pay / Cancel)',
    description: 'Plays the payment gateway with no internet: checks the merchant\'s RSA2 signature (the public half of the configured application key), shows the order and posts the choice to the sandbox\'s pay.',
  }, (c, { locale }) => {
    const t = say(locale)
    const params = SignedParams.safeParse(Object.fromEntries(new URL(c.req.url).searchParams))
    const checked = params.success ? gatewayRequest(params.data) : { ok: false as const, key: 'pay.sandboxBadRequest' as MessageKey }
    if (!params.success || !checked.ok) {
      return c.html(page(locale, t('pay.sandboxTitle'), `<p role="alert">${escapeHtml(t(checked.ok ? 'pay.sandboxBadRequest' : checked.key, { appId: params.data?.app_id ?? '' }))}</p>`), 400)
    }
    const { biz } = checked
    const hidden = Object.entries(params.data).map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`).join('')
    const amount = centsToAmount(amountToCents(biz.total_amount) as number)
    const body = `<p>${escapeHtml(t('pay.sandboxNote'))}</p><dl>`
      + `<dt>${escapeHtml(t('pay.sandboxMerchant'))}</dt><dd>${escapeHtml(params.data.app_id ?? '')}</dd>`
      + `<dt>${escapeHtml(t('pay.sandboxOrder'))}</dt><dd data-field="out_trade_no">${escapeHtml(biz.out_trade_no)}</dd>`
      + `<dt>${escapeHtml(t('pay.sandboxSubject'))}</dt><dd>${escapeHtml(biz.subject)}</dd>`
      + `<dt>${escapeHtml(t('pay.sandboxAmount'))}</dt><dd data-field="total_amount">¥${escapeHtml(amount)}</dd></dl>`
      + `<form method="post" action="${escapeHtml(new URL(c.req.url).pathname.replace(/gateway\.do$/, 'pay'))}">${hidden}`
      + `<button type="submit" name="sandbox_action" value="pay">${escapeHtml(t('pay.sandboxPay', { amount }))}</button>`
      + `<button type="submit" name="sandbox_action" value="cancel">${escapeHtml(t('pay.sandboxCancel'))}</button></form>`
    return c.html(page(locale, t('pay.sandboxTitle'), body))
  })

  r.route({
    method: 'post', path: '/sandbox/pay', permission: 'anonymous', produces: 'text/html',
    summary: `Sandbox gateway: Pay or Cancel on the cashier page (form from ${SANDBOX_GATEWAY}); notifies, then redirects to the return URL`,
    description: `On pay: POSTs the signed notify (trade_status TRADE_SUCCESS) to notify_url (${NOTIFY_TIMEOUT_MS / 1000} s timeout) and answers 303 to return_url with a signed query. `
      + 'On cancel: notifies TRADE_CLOSED and shows that the payment was cancelled.',
  }, async (c, { locale }) => {
    const t = say(locale)
    const raw = Object.fromEntries(Object.entries(await c.req.parseBody()).filter(([, v]) => typeof v === 'string')) as Record<string, string>
    const action = raw.sandbox_action
    delete raw.sandbox_action
    const params = SignedParams.safeParse(raw)
    const checked = params.success ? gatewayRequest(params.data) : { ok: false as const, key: 'pay.sandboxBadRequest' as MessageKey }
    if (!params.success || !checked.ok || (action !== 'pay' && action !== 'cancel')) {
      return c.html(page(locale, t('pay.sandboxTitle'), `<p role="alert">${escapeHtml(t(checked.ok ? 'pay.sandboxBadRequest' : checked.key, { appId: raw.app_id ?? '' }))}</p>`), 400)
    }
    const request = params.data
    const { biz } = checked
    const now = formatDateTime(s.now())
    const key = readPrivateKey(sandbox().privateKeyPem)
    const tradeNo = `${now.replace(/\D/g, '').slice(0, 8)}2200${String(randomInt(0, 1e9)).padStart(10, '0')}`
    const amount = centsToAmount(amountToCents(biz.total_amount) as number)
    const notify: Record<string, string> = {
      notify_time: now, notify_type: 'trade_status_sync', notify_id: `sandbox${randomInt(0, 1e9)}`, app_id: request.app_id ?? '', charset: request.charset ?? 'utf-8',
      version: '1.0', sign_type: 'RSA2', trade_no: tradeNo, out_trade_no: biz.out_trade_no, trade_status: action === 'pay' ? 'TRADE_SUCCESS' : 'TRADE_CLOSED',
      total_amount: amount, receipt_amount: action === 'pay' ? amount : '0.00', subject: biz.subject, ...(biz.body ? { body: biz.body } : {}),
      gmt_create: now, ...(action === 'pay' ? { gmt_payment: now } : { gmt_close: now }), buyer_id: '2088102177846880', seller_id: '2088102177649450',
    }
    notify.sign = signRsa2(notify, key, true)
    let answer: string
    try {
      const res = await fetch(request.notify_url ?? '', {
        method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=utf-8' }, body: new URLSearchParams(notify).toString(),
        signal: AbortSignal.timeout(NOTIFY_TIMEOUT_MS), redirect: 'manual',
      })
      answer = (await res.text()).trim().slice(0, 100)
    } catch (error) {
      answer = error instanceof Error ? error.message : String(error)
    }
    s.log(`[aliPay sandbox] notify ${biz.out_trade_no} ${notify.trade_status} → ${answer}`)
    if (action === 'cancel') {
      return c.html(page(locale, t('pay.sandboxTitle'), `<p role="status">${escapeHtml(t('pay.sandboxCancelled', { outTradeNo: biz.out_trade_no }))}</p>`))
    }
    const back: Record<string, string> = {
      app_id: request.app_id ?? '', method: `${request.method ?? 'alipay.trade.page.pay'}.return`, charset: request.charset ?? 'utf-8', sign_type: 'RSA2',
      timestamp: now, version: '1.0', out_trade_no: biz.out_trade_no, trade_no: tradeNo, total_amount: amount, seller_id: notify.seller_id as string,
    }
    back.sign = signRsa2(back, key, true)
    const target = new URL(request.return_url ?? '')
    for (const [name, value] of Object.entries(back)) target.searchParams.set(name, value)
    return c.redirect(target.toString(), 303)
  })

  return r
}
