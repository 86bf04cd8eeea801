import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Traditional Chinese. */
const messages: Shape<typeof en> = {
  resources: {
    cacheKey: {
      title: '快取鍵',
      name: '快取鍵',
      fields: {
        key: '鍵',
        type: '類型',
        ttl: '剩餘有效期',
        size: '大小',
      },
      filters: {
        pattern: '鍵名比對（如 captcha_code:*）',
      },
    },
  },
  cache: {
    title: '快取管理',
    summary: '目前快取',
    refresh: '重新整理統計',
    loading: '正在讀取快取統計…',
    failed: '快取統計讀取失敗：{{message}}',
    backend: '快取類型',
    memory: '程序內快取（伺服器自身記憶體）',
    redis: 'Redis',
    address: '位址',
    version: 'Redis 版本',
    usedMemory: '已用記憶體',
    keys: '鍵數量',
    hitRate: '命中率',
    hitRateValue: '{{rate}}%（命中 {{hits}} 次，未命中 {{misses}} 次）',
    noReads: '尚無讀取',
    none: '—',
    notConfiguredTitle: '未設定 Redis',
    notConfigured: '驗證碼、登入限流和字典快取目前保存在伺服器自身記憶體中：伺服器重新啟動後遺失，也無法在多台伺服器之間共用。如需使用 Redis，請先啟動 Redis 服務，再以如下環境變數啟動伺服器：',
    unavailableTitle: '無法連線 Redis',
    never: '永不過期',
    seconds: '{{s}} 秒',
    minutes: '{{m}} 分 {{s}} 秒',
    hours: '{{h}} 小時 {{m}} 分',
    days: '{{d}} 天 {{h}} 小時',
    bytes: '{{value}} B',
    kib: '{{value}} KB',
    mib: '{{value}} MB',
    gib: '{{value}} GB',
    unknownSize: '未知',
    truncated: '僅顯示前 {{limit}} 個相符的鍵，請縮小比對範圍查看其餘的鍵。',
    view: '檢視 {{key}} 的值',
    valueTitle: '快取值：',
    loadingValue: '正在讀取快取值…',
    valueLabel: '值',
    fieldsLabel: '雜湊欄位',
    field: '欄位',
    value: '值',
    valueTruncated: '僅顯示開頭部分（字串的前 64 KB，雜湊的前 1000 個欄位）。',
    notShown: '此處不顯示 {{type}} 類型的值。',
    close: '關閉',
  },
}

export default messages
