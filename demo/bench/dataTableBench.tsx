// The page of `scripts/bench-data-table.mjs`: the kit's DataTable with one page of many rows, and the kit's client
// sort, exposed to the bench driver on `window.dataTableBench` (a bench page only; no element ships this).
import { FluentProvider, webLightTheme } from '@fluentui/react-components'
import { createRoot } from 'react-dom/client'
import { sortRows } from '../../src/core/resource/sortRows'
import { DataTable } from '../../src/ui/table/DataTable'

interface Exam {
  id: number
  examNo: string
  name: string
  modality: string
  age: number
  time: string
}

const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘'
const GIVEN = '静丽敏燕芳娜秀英华慧巧美娟红玉兰霞平刚伟强磊军洋勇杰涛明超'

function exams(count: number): Exam[] {
  let seed = 11
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648
    return seed / 2147483648
  }
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    examNo: `US${String(20250000000 + i)}`,
    name: SURNAMES[Math.floor(random() * SURNAMES.length)]! + GIVEN[Math.floor(random() * GIVEN.length)]! + GIVEN[Math.floor(random() * GIVEN.length)]!,
    modality: ['CT', 'MR', 'US', 'ECG'][Math.floor(random() * 4)]!,
    age: Math.floor(random() * 90),
    time: new Date(Date.UTC(2025, 0, 1) + Math.floor(random() * 3e10)).toISOString().slice(0, 16).replace('T', ' '),
  }))
}

const columns = [
  { id: 'examNo', header: 'Exam number', cell: (e: Exam) => e.examNo, width: 160, sortable: true },
  { id: 'name', header: 'Name', cell: (e: Exam) => e.name, width: 120, sortable: true },
  { id: 'modality', header: 'Modality', cell: (e: Exam) => e.modality, width: 90 },
  { id: 'age', header: 'Age', cell: (e: Exam) => e.age, width: 70, align: 'end' as const },
  { id: 'time', header: 'Registered', cell: (e: Exam) => e.time, width: 160 },
]

declare global {
  interface Window {
    dataTableBench: { mount(count: number): Promise<number>; sort(count: number, field: string, runs: number): number[] }
  }
}

window.dataTableBench = {
  async mount(count) {
    const rows = exams(count)
    const host = document.getElementById('table')!
    const t0 = performance.now()
    createRoot(host).render(
      <FluentProvider theme={webLightTheme}>
        <DataTable rows={rows} columns={columns} getRowId={(e) => e.id} label="Exams" height="600px" />
      </FluentProvider>,
    )
    await new Promise<void>((done) => {
      const check = () => (host.querySelector('[role="row"] [role="gridcell"]') ? requestAnimationFrame(() => done()) : requestAnimationFrame(check))
      check()
    })
    return performance.now() - t0
  },
  sort(count, field, runs) {
    const rows = exams(count)
    const times: number[] = []
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now()
      sortRows(rows, [`${field},${i % 2 ? 'desc' : 'asc'}`], 'zh-CN')
      times.push(performance.now() - t0)
    }
    return times
  },
}
