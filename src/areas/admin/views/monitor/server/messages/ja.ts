import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Japanese. */
const messages: Shape<typeof en> = {
  serverMonitor: {
    title: 'サーバー監視',
    system: 'システム',
    os: 'オペレーティングシステム',
    ip: 'IP アドレス',
    uptime: '稼働時間',
    time: 'サーバー時刻',
    usage: '使用率',
    cpu: 'CPU',
    memory: 'メモリ',
    swap: 'スワップ',
    disk: 'ディスク（データフォルダー）',
    percent: '{{value}}%',
    model: 'モデル',
    packages: '物理 CPU',
    cores: '物理コア',
    logical: '論理プロセッサ',
    used: '使用中',
    idle: 'アイドル',
    total: '合計',
    available: '空き',
    chart: '直近 {{count}} 回の計測（3.5 秒ごと）の CPU とメモリの使用率。上のゲージは最新の値です。',
    chartTitle: 'CPU とメモリの使用率（%）',
    chartLoading: 'グラフを読み込み中…',
    chartWaiting: '2 回目の計測からグラフを描きます。',
    cpuSeries: 'CPU %',
    memorySeries: 'メモリ %',
    failed: 'サーバーを計測できませんでした：{{message}}',
    loading: 'サーバーを計測中…',
  },
}

export default messages
