import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Traditional Chinese. */
const messages: Shape<typeof en> = {
  serverMonitor: {
    title: '服務監控',
    system: '系統',
    os: '作業系統',
    ip: 'IP 位址',
    uptime: '已執行',
    time: '伺服器時間',
    usage: '使用率',
    cpu: 'CPU',
    memory: '記憶體',
    swap: '交換區',
    disk: '磁碟（資料目錄）',
    percent: '{{value}}%',
    model: '型號',
    packages: '實體 CPU',
    cores: '實體核心',
    logical: '邏輯 CPU',
    used: '已用',
    idle: '閒置',
    total: '總量',
    available: '可用',
    chart: '最近 {{count}} 次取樣（每 3.5 秒）的 CPU 與記憶體使用率；上方儀表為最新數值。',
    chartTitle: 'CPU 與記憶體使用率（%）',
    chartLoading: '正在載入圖表…',
    chartWaiting: '第二次取樣後開始繪製圖表。',
    cpuSeries: 'CPU %',
    memorySeries: '記憶體 %',
    failed: '無法取得伺服器狀態：{{message}}',
    loading: '正在取得伺服器狀態…',
  },
}

export default messages
