/**
 * The developer tools of 系统工具: the payment tool (eladmin `AlipayConfig`, `TradeVo`), the code generator (eladmin
 * `TableInfo`, `ColumnInfo`, `GenConfig`) and the read-only SQL console.
 */

/** Signature algorithm of the payment gateway; eladmin and Alipay's current API use RSA2 (SHA256withRSA) only. */
export type AliPaySignType = 'RSA2'

/**
 * The payment settings as the server answers them (`GET api/aliPay`): the application's private key never travels
 * back, only whether one is stored and the public key that goes with it (what the merchant registers with the
 * gateway). `sandbox` says the gateway is the contract server's own sandbox (its public key is the configured one).
 */
export interface AliPayConfigDto {
  appId: string
  hasPrivateKey: boolean
  /** The public half of the stored private key (PEM), to register with the gateway; empty without a private key. */
  appPublicKey: string
  /** The gateway's public key (PEM or bare base64) that return and notify signatures are checked with. */
  publicKey: string
  signType: AliPaySignType
  gatewayUrl: string
  charset: string
  notifyUrl: string
  returnUrl: string
  format: string
  sysServiceProviderId: string
  /** The configured gateway key is the contract server's sandbox key. */
  sandbox: boolean
  /** The sandbox gateway's public key (PEM), to restore the default. */
  sandboxPublicKey: string
  updateBy?: string
  updateTime?: string
}

/** `PUT api/aliPay`: an empty or absent `privateKey` keeps the stored one. */
export interface AliPayConfigBody {
  appId: string
  privateKey?: string
  publicKey: string
  signType: AliPaySignType
  gatewayUrl: string
  notifyUrl: string
  returnUrl: string
  sysServiceProviderId?: string
}

/** `POST api/aliPay/toPayAsPC` and `toPayAsWeb` (eladmin `TradeVo`): `totalAmount` in yuan with up to two decimals. */
export interface AliPayTradeBody {
  subject: string
  totalAmount: string
  body?: string
}

/** Where a trade stands: waiting for the buyer, paid (the gateway's verified notify) or closed. */
export type AliPayTradeState = 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED'

/** One trade of the payment test, as the verified callbacks left it. */
export interface AliPayTradeDto {
  id: number
  outTradeNo: string
  /** The gateway's trade number (from its notify). */
  tradeNo?: string
  subject: string
  body?: string
  totalAmount: string
  /** `PC` (toPayAsPC) or `WEB` (toPayAsWeb). */
  channel: 'PC' | 'WEB'
  state: AliPayTradeState
  createBy?: string
  createTime: string
  payTime?: string
  notifyTime?: string
  returnTime?: string
}

/** A table of the server's database (eladmin `TableInfo`). */
export interface GenTableDto {
  tableName: string
  /** When the migration that created it was applied. */
  createTime?: string
  engine: string
  coding: string
  /** The comment above its `CREATE TABLE` in the migration. */
  remark?: string
}

/** How the generated form edits a column. */
export type GenFormType = 'Input' | 'Textarea' | 'Radio' | 'Select' | 'Date'
/** How the generated search filters by a column (eladmin's `@Query` kinds). */
export type GenQueryType = '=' | '!=' | '>=' | '<=' | 'Like' | 'NotNull' | 'BetWeen'
/** Which audit time a column keeps. */
export type GenDateAnnotation = 'CreationTimestamp' | 'UpdateTimestamp'

/** The generator's settings of one column (eladmin `ColumnInfo`). */
export interface ColumnInfoDto {
  id: number
  tableName: string
  columnName: string
  columnType: string
  /** `PRI` for the primary key. */
  keyType: string
  /** `auto_increment` for an integer primary key. */
  extra: string
  remark: string
  notNull: boolean
  listShow: boolean
  formShow: boolean
  formType: GenFormType | ''
  queryType: GenQueryType | ''
  dictName: string
  dateAnnotation: GenDateAnnotation | ''
}

/**
 * The generator's settings of one table (eladmin `GenConfig`, for this project): `moduleName` names the resource
 * (its files, types and permissions), `path` is the view's folder under `src/areas/admin/views`, `apiPath` its
 * endpoint, `prefix` the table prefix left out of names, `apiAlias` the view's title.
 */
export interface GenConfigDto {
  id?: number
  tableName: string
  apiAlias: string
  moduleName: string
  path: string
  apiPath: string
  author: string
  prefix: string
  cover: boolean
}

/** One generated file: its path in this repository and its text. */
export interface GeneratedFile {
  name: string
  content: string
}

/** `POST api/codeConsole/query`: one read-only statement; `limit` rows at most (default 200, at most 1,000). */
export interface CodeConsoleQueryBody {
  sql: string
  limit?: number
}

/** What a console query answers: the columns, the rows (cells as JSON values; blobs described), the time taken. */
export interface CodeConsoleResult {
  columns: string[]
  rows: unknown[][]
  /** More rows matched than `limit`; only the first `limit` came back. */
  truncated: boolean
  limit: number
  /** Milliseconds spent running the statement. */
  time: number
}
