import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Simplified Chinese. */
const messages: Shape<typeof en> = {
  serverMonitor: {
    title: '服务监控',
    system: '系统',
    os: '操作系统',
    ip: 'IP 地址',
    uptime: '已运行',
    time: '服务器时间',
    usage: '使用率',
    cpu: 'CPU',
    memory: '内存',
    swap: '交换区',
    disk: '磁盘（数据目录）',
    percent: '{{value}}%',
    model: '型号',
    packages: '物理 CPU',
    cores: '物理核心',
    logical: '逻辑 CPU',
    used: '已用',
    idle: '空闲',
    total: '总量',
    available: '可用',
    chart: '最近 {{count}} 次采样（每 3.5 秒）的 CPU 与内存使用率；上方仪表盘为最新数值。',
    chartTitle: 'CPU 与内存使用率（%）',
    chartLoading: '正在加载图表…',
    chartWaiting: '第二次采样后开始绘制图表。',
    cpuSeries: 'CPU %',
    memorySeries: '内存 %',
    failed: '无法获取服务器状态：{{message}}',
    loading: '正在获取服务器状态…',
  },
}

export default messages
