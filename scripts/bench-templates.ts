// Template tree search over 5,000 templates (issue 12: ≤ 10 ms per query): builds the index the report editor's
// template tree uses and types queries one character at a time — names, pinyin initials and words of the text. Prints
// JSON. Run with `node --import tsx`.
import { createTemplateSearch, type SearchableTemplate } from '../src/ui/report/templates/templateSearch'

const parts = ['早孕', '中孕', '晚孕', '子宫', '附件', '乳腺', '甲状腺', '肝胆', '胰脾', '双肾', '胎盘', '羊水', '胸部', '颅脑', '盆腔']
const initials: Record<string, string> = {
  早孕: 'zy', 中孕: 'zy', 晚孕: 'wy', 子宫: 'zg', 附件: 'fj', 乳腺: 'rx', 甲状腺: 'jzx', 肝胆: 'gd', 胰脾: 'yp', 双肾: 'ss', 胎盘: 'tp', 羊水: 'ys',
  胸部: 'xb', 颅脑: 'ln', 盆腔: 'pq',
}
const findings = '子宫{{前位|中位|后位}}，大小约 __ mm × __ mm × __ mm，形态规则，肌层回声均匀，内膜厚约 __ mm。双侧附件区未见明显异常回声。'
  + '胎盘位于子宫{{前壁|后壁|底部}}，厚约 __ mm，成熟度 {{Ⅰ|Ⅱ|Ⅲ}} 级。羊水指数约 __ cm。'
const templates: SearchableTemplate[] = Array.from({ length: 5000 }, (_, i) => {
  const a = parts[i % parts.length] ?? ''
  const b = parts[(i * 7 + 3) % parts.length] ?? ''
  return {
    id: i + 1,
    name: `${a}${b} 模板 ${i}`,
    pinyin: `${initials[a]}${initials[b]}mb${i}`,
    findings: `${findings}（第 ${i} 号）`,
    impression: `${a}、${b}未见明显异常。`,
    recommendation: i % 5 === 0 ? '建议定期复查。' : '',
  }
})

const buildStart = performance.now()
const search = createTemplateSearch(templates)
const buildMs = performance.now() - buildStart
const times: number[] = []
for (let round = 0; round < 5; round++) {
  for (const query of ['zyfj', '乳腺甲状腺', '羊水指数', 'wy mb12', '定期复查', '不存在的词']) {
    for (let n = 1; n <= query.length; n++) {
      const start = performance.now()
      search(query.slice(0, n))
      times.push(performance.now() - start)
    }
  }
}
times.sort((a, b) => a - b)
const pick = (q: number) => Math.round((times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0) * 100) / 100
console.log(JSON.stringify({ templates: templates.length, indexBuildMs: Math.round(buildMs * 100) / 100, keystrokes: times.length, medianMs: pick(0.5), p95Ms: pick(0.95), maxMs: pick(1), budgetMs: 10 }))
