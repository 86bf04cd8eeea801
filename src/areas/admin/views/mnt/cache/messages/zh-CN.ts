import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Simplified Chinese. */
const messages: Shape<typeof en> = {
  resources: {
    cacheKey: {
      title: '缓存键',
      name: '缓存键',
      fields: {
        key: '键',
        type: '类型',
        ttl: '剩余有效期',
        size: '大小',
      },
      filters: {
        pattern: '键名匹配（如 captcha_code:*）',
      },
    },
  },
  cache: {
    title: '缓存管理',
    summary: '当前缓存',
    refresh: '刷新统计',
    loading: '正在读取缓存统计…',
    failed: '缓存统计读取失败：{{message}}',
    backend: '缓存类型',
    memory: '进程内缓存（服务器自身内存）',
    redis: 'Redis',
    address: '地址',
    version: 'Redis 版本',
    usedMemory: '已用内存',
    keys: '键数量',
    hitRate: '命中率',
    hitRateValue: '{{rate}}%（命中 {{hits}} 次，未命中 {{misses}} 次）',
    noReads: '尚无读取',
    none: '—',
    notConfiguredTitle: '未配置 Redis',
    notConfigured: '验证码、登录限流和字典缓存目前保存在服务器自身内存中：服务器重启后丢失，也不能在多台服务器之间共享。如需使用 Redis，请先启动 Redis 服务，再以如下环境变量启动服务器：',
    unavailableTitle: '无法连接 Redis',
    never: '永不过期',
    seconds: '{{s}} 秒',
    minutes: '{{m}} 分 {{s}} 秒',
    hours: '{{h}} 小时 {{m}} 分',
    days: '{{d}} 天 {{h}} 小时',
    bytes: '{{value}} B',
    kib: '{{value}} KB',
    mib: '{{value}} MB',
    gib: '{{value}} GB',
    unknownSize: '未知',
    truncated: '仅显示前 {{limit}} 个匹配的键，请缩小匹配范围查看其余的键。',
    view: '查看 {{key}} 的值',
    valueTitle: '缓存值：',
    loadingValue: '正在读取缓存值…',
    valueLabel: '值',
    fieldsLabel: '哈希字段',
    field: '字段',
    value: '值',
    valueTruncated: '仅显示开头部分（字符串的前 64 KB，哈希的前 1000 个字段）。',
    notShown: '此处不显示 {{type}} 类型的值。',
    close: '关闭',
  },
}

export default messages
