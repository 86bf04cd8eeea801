import type { Db } from '../db'
import { nameInitials } from '../../lib/templates'
import { EXAM_KINDS, type FindingTemplate } from './templates'
import { SEED_TIME } from './time'

/**
 * The report-template tree of the maternity hospital: public folders by department and exam (ultrasound first —
 * obstetric scans by stage and level, gynaecology, breast BI-RADS, thyroid TI-RADS, abdomen — then CT, MR, DR,
 * mammography, ECG, endoscopy), a folder per reading department, and a few personal templates of `fangshe` and
 * `chaosheng`. Texts are plain text with newlines; `__` is a blank to fill; `{{a|b}}` is a pick-list whose first option
 * is the default. Besides the hand-written ones, the findings of the seeded exams (seed/templates.ts) become templates.
 */

interface SeedTemplate {
  name: string
  modality?: string
  bodyPart?: string
  findings: string
  impression: string
  recommendation?: string
}

interface SeedFolder {
  folder: string
  modality?: string
  bodyPart?: string
  children: SeedNode[]
}

type SeedNode = SeedFolder | SeedTemplate

const isFolder = (node: SeedNode): node is SeedFolder => 'folder' in node

const lines = (...parts: string[]) => parts.join('\n')

/** A report text of seed/templates.ts as template text: paragraphs become lines, number ranges blanks. */
function plain(html: string): string {
  return html
    .replace(/<\/p>\s*<p>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&gt;/g, '>').replace(/&lt;/g, '<').replace(/&amp;/g, '&')
    .replace(/\{\d+(\.\d+)?-\d+(\.\d+)?(\.\d)?\}/g, '__')
    .trim()
}

/** The template's name from its impression's first item (`1. 子宫腺肌病；` → `子宫腺肌病`). */
function nameOf(impression: string): string {
  const first = plain(impression).split('\n')[0] ?? ''
  const name = first.replace(/^\d+\.\s*/, '').replace(/[；;。，,]+$/, '').replace(/（危急值）/, '')
  return name.length > 40 ? `${name.slice(0, 39)}…` : name
}

function fromFinding(f: FindingTemplate, name?: string): SeedTemplate {
  return {
    name: name ?? nameOf(f.impression),
    findings: plain(f.findings),
    impression: plain(f.impression),
    ...(f.recommendation ? { recommendation: plain(f.recommendation) } : {}),
  }
}

/** Every report text the seeded exams of a kind use, as templates: the normal one first. */
function kindTemplates(key: string): SeedTemplate[] {
  const kind = EXAM_KINDS.find((k) => k.key === key)
  if (!kind) return []
  return [
    ...kind.normal.map((f) => fromFinding(f, `${kind.examItem}（正常）`)),
    ...kind.abnormal.map((f) => fromFinding(f)),
    ...(kind.critical ?? []).map((f) => fromFinding(f, `${nameOf(f.impression)}（危急值）`)),
  ]
}

// ------------------------------------------------------------------------------------------------ obstetric ultrasound

const EARLY: SeedTemplate[] = [
  {
    name: '宫内早孕 单活胚',
    findings: lines('子宫{{前位|中位|后位}}，增大，宫腔内见一孕囊回声，大小约 __ mm × __ mm × __ mm，形态规则，囊内见卵黄囊及胚芽回声，',
      '胚芽长约 __ mm（CRL），可见原始心管搏动，胎心率约 __ 次/分。',
      '双侧附件区未见明显异常回声。盆腔{{未见明显积液|见少量积液，深约 __ mm}}。'),
    impression: lines('宫内早孕，单活胚（相当于孕 __ 周 __ 天）。'),
  },
  {
    name: '宫内早孕 未见胚芽',
    findings: lines('子宫增大，宫腔内见一孕囊回声，大小约 __ mm × __ mm × __ mm，{{可见|未见}}卵黄囊，未见明确胚芽及原始心管搏动。',
      '双侧附件区未见明显异常回声。'),
    impression: '宫内早孕（孕囊内未见胚芽）。',
    recommendation: '建议 1~2 周后复查。',
  },
  {
    name: '双胎早孕',
    findings: lines('子宫增大，宫腔内见两个孕囊回声，孕囊间见{{较厚|较薄}}分隔，呈“{{λ|T}}”征，',
      '孕囊 A 内胚芽长约 __ mm，可见心管搏动；孕囊 B 内胚芽长约 __ mm，可见心管搏动。'),
    impression: '宫内早孕，双活胚（{{双绒毛膜双羊膜囊|单绒毛膜双羊膜囊}}双胎）。',
  },
  {
    name: '先兆流产 宫腔积血',
    findings: lines('宫腔内见一孕囊回声，内见胚芽及心管搏动，孕囊{{下方|旁}}见范围约 __ mm × __ mm 的无回声区（宫腔积血）。',
      '宫颈内口{{闭合|开放}}。'),
    impression: '宫内早孕，单活胚；宫腔少量积血。',
    recommendation: '请结合临床。',
  },
  {
    name: '稽留流产',
    findings: '宫腔内见一孕囊回声，大小约 __ mm × __ mm，形态{{不规则|欠规则}}，内见胚芽长约 __ mm，未见原始心管搏动。',
    impression: '宫内早孕，胚胎停育可能。',
    recommendation: '建议结合血 hCG 复查。',
  },
  ...kindTemplates('us-ob-early').map((t) => ({ ...t, name: '异位妊娠破裂（危急值）' })),
  {
    name: '宫腔内未见孕囊',
    findings: lines('子宫大小正常，宫腔内未见孕囊回声，内膜厚约 __ mm。',
      '{{左|右}}侧附件区{{未见明显包块|见一混合回声包块，大小约 __ mm × __ mm}}。盆腔{{未见积液|见少量积液}}。'),
    impression: '宫腔内未见孕囊，请结合血 hCG 随诊，除外异位妊娠。',
  },
]

const NT: SeedTemplate[] = [
  {
    name: 'NT 正常 单胎',
    findings: lines('宫内见一胎儿，胎心搏动规则，胎心率约 __ 次/分。头臀长（CRL）约 __ mm。',
      '颈项透明层（NT）厚约 __ mm。鼻骨{{可见|显示不清}}，静脉导管 a 波{{正向|反向}}，三尖瓣{{未见反流|见少量反流}}。',
      '胎儿颅骨光环完整，脉络丛呈“蝴蝶征”，腹壁完整，四肢可见。胎盘位于子宫{{前壁|后壁|底部}}。'),
    impression: '宫内孕，单活胎，相当于孕 __ 周 __ 天；NT 值在正常范围。',
  },
  {
    name: 'NT 增厚',
    findings: lines('宫内见一胎儿，头臀长（CRL）约 __ mm，胎心率约 __ 次/分。',
      '颈项透明层（NT）厚约 __ mm（≥ 3.0 mm）。鼻骨{{可见|未见}}，静脉导管 a 波{{反向|正向}}。'),
    impression: '宫内孕，单活胎；胎儿 NT 增厚。',
    recommendation: '建议遗传咨询及产前诊断。',
  },
  {
    name: 'NT 双胎',
    findings: lines('宫内见两个胎儿，胎儿 A：CRL 约 __ mm，NT 厚约 __ mm；胎儿 B：CRL 约 __ mm，NT 厚约 __ mm。',
      '两胎间见分隔，呈“{{λ|T}}”征。'),
    impression: '宫内孕，双活胎（{{双绒毛膜双羊膜囊|单绒毛膜双羊膜囊}}）；两胎 NT 值均在正常范围。',
  },
]

const BIOMETRY = '双顶径（BPD）约 __ mm，头围（HC）约 __ mm，腹围（AC）约 __ mm，股骨长（FL）约 __ mm。'
const PLACENTA = '胎盘位于子宫{{前壁|后壁|底部|左侧壁|右侧壁}}，厚约 __ mm，成熟度 {{Ⅰ|0|Ⅱ|Ⅲ}} 级，胎盘下缘{{远离宫颈内口|距宫颈内口约 __ mm}}。'
const FLUID = '羊水最大深度约 __ mm，羊水指数约 __ cm。'

function level(name: string, findings: string[], impression: string, recommendation?: string): SeedTemplate {
  return { name, findings: lines(...findings), impression, ...(recommendation ? { recommendation } : {}) }
}

const LEVEL_1: SeedTemplate[] = [
  level('Ⅰ级 单胎 头位', ['宫内见一胎儿，胎位：{{头位|臀位|横位}}。胎心搏动规则，胎心率约 __ 次/分。', BIOMETRY, PLACENTA, FLUID,
    '脐动脉 S/D 约 __。胎儿颈部{{未见脐带绕颈|见 U 形压迹|见 W 形压迹}}。'], '晚孕，单活胎，{{头位|臀位|横位}}。',
  '本次为Ⅰ级产科超声检查，仅评估胎儿生长、胎位、胎盘及羊水，不进行胎儿结构筛查。'),
  level('Ⅰ级 双胎', ['宫内见两个胎儿。胎儿 A：{{头位|臀位}}，BPD 约 __ mm，FL 约 __ mm，胎心率约 __ 次/分；',
    '胎儿 B：{{头位|臀位}}，BPD 约 __ mm，FL 约 __ mm，胎心率约 __ 次/分。', PLACENTA, FLUID], '晚孕，双活胎。'),
  level('Ⅰ级 脐带绕颈', ['宫内见一胎儿，{{头位|臀位}}。', BIOMETRY, PLACENTA, FLUID, '胎儿颈部见{{U|W|V}}形压迹，CDFI 示脐带绕颈{{一|二|三}}周。'],
    '晚孕，单活胎；脐带绕颈{{一|二|三}}周。'),
  level('Ⅰ级 羊水偏多', ['宫内见一胎儿，{{头位|臀位}}。', BIOMETRY, PLACENTA, '羊水指数约 __ cm（> 25 cm）。'], '晚孕，单活胎；羊水过多。',
    '建议结合血糖检查，必要时进一步超声检查。'),
  level('Ⅰ级 胎儿偏小', ['宫内见一胎儿，{{头位|臀位}}。', BIOMETRY, '估测胎儿体重约 __ g，低于同孕周第 10 百分位。', PLACENTA, FLUID,
    '脐动脉 S/D 约 __，大脑中动脉 PI 约 __。'], '晚孕，单活胎；胎儿生长受限可能。', '建议 2 周后复查胎儿生长。'),
  level('Ⅰ级 巨大儿可能', ['宫内见一胎儿，头位。', BIOMETRY, '估测胎儿体重约 __ g。', PLACENTA, FLUID], '晚孕，单活胎；估测胎儿体重偏大（巨大儿可能）。'),
]

const LEVEL_2: SeedTemplate[] = [
  level('Ⅱ级 单胎 未见致死畸形', ['宫内见一胎儿，{{头位|臀位|横位}}。胎心率约 __ 次/分。', BIOMETRY, PLACENTA, FLUID,
    '胎儿颅骨光环完整，脊柱排列{{整齐|显示欠清}}，胸腹壁连续，四腔心可见，四肢长骨可见。'],
  '中孕，单活胎；本次检查未发现卫生部规定的六种致死性畸形。',
  'Ⅱ级产科超声检查仅筛查无脑儿、严重脑膨出、严重开放性脊柱裂、严重胸腹壁缺损伴内脏外翻、单腔心、致死性软骨发育不良。'),
  level('Ⅱ级 双胎', ['宫内见两个胎儿，胎儿 A {{头位|臀位}}，胎儿 B {{头位|臀位}}。两胎颅骨光环完整，四腔心可见，胸腹壁连续。', PLACENTA, FLUID],
    '中孕，双活胎；本次检查未发现六种致死性畸形。'),
]

const LEVEL_3: SeedTemplate[] = [
  level('Ⅲ级 系统筛查 未见异常', [
    '宫内见一胎儿，{{头位|臀位|横位}}。胎心搏动规则，胎心率约 __ 次/分。', BIOMETRY, 'HL 约 __ mm。',
    '颅脑：颅骨光环完整，脑中线居中，侧脑室宽约 __ mm，小脑横径约 __ mm，后颅窝池深约 __ mm，透明隔腔可见。',
    '颜面部：双眼眶可见，上唇皮肤连续。',
    '脊柱：矢状面及横断面排列整齐，皮肤连续。',
    '胸部及心脏：四腔心可见，左右流出道可见，心胸比例正常，双肺回声均匀。',
    '腹部：腹壁完整，胃泡、双肾、膀胱可见，脐带腹壁入口正常。',
    '四肢：双侧肱骨、尺桡骨、股骨、胫腓骨可见，双手双足可见。',
    '脐带：三根血管，脐动脉 S/D 约 __。', PLACENTA, FLUID,
  ], '中孕，单活胎（相当于孕 __ 周）；胎儿系统超声检查未见明显结构异常。',
  '超声检查受孕周、胎位、羊水及孕妇腹壁条件等影响，部分结构异常可能无法显示。'),
  level('Ⅲ级 侧脑室增宽', ['宫内见一胎儿。', BIOMETRY, '胎儿{{左|右|双}}侧侧脑室后角宽约 __ mm（10~15 mm）。其余结构未见明显异常。', PLACENTA, FLUID],
    '中孕，单活胎；胎儿{{左|右|双}}侧侧脑室轻度增宽。', '建议产前诊断咨询，必要时胎儿颅脑 MR 检查。'),
  level('Ⅲ级 唇裂', ['宫内见一胎儿。', BIOMETRY, '胎儿上唇{{左|右|双}}侧皮肤连续性中断，宽约 __ mm，{{未累及|累及}}上牙槽突。'],
    '中孕，单活胎；胎儿{{左|右|双}}侧唇裂{{|合并腭裂可能}}。', '建议产前诊断咨询。'),
  level('Ⅲ级 室间隔缺损', ['宫内见一胎儿。', BIOMETRY, '胎儿室间隔{{膜周部|肌部}}见回声中断，宽约 __ mm，CDFI 可见过隔血流。'],
    '中孕，单活胎；胎儿室间隔缺损（{{膜周部|肌部}}）。', '建议胎儿超声心动图检查及产前诊断咨询。'),
  level('Ⅲ级 肾盂分离', ['宫内见一胎儿。', BIOMETRY, '胎儿{{左|右|双}}侧肾盂分离，前后径约 __ mm。'], '中孕，单活胎；胎儿{{左|右|双}}侧肾盂分离。',
    '建议孕晚期复查。'),
  level('Ⅲ级 单脐动脉', ['宫内见一胎儿。', BIOMETRY, '脐带横断面呈“吕”字形，CDFI 显示膀胱{{左|右}}侧见一条脐动脉。'], '中孕，单活胎；单脐动脉。'),
  level('Ⅲ级 心室强光点', ['宫内见一胎儿。', BIOMETRY, '胎儿{{左|右}}心室内见一强回声光点，大小约 __ mm。'], '中孕，单活胎；胎儿{{左|右}}心室强光点。',
    '为超声软指标，请结合产前筛查结果。'),
  level('Ⅲ级 足内翻', ['宫内见一胎儿。', BIOMETRY, '胎儿{{左|右|双}}足与小腿长轴{{持续|多次}}呈同一平面显示。'], '中孕，单活胎；胎儿{{左|右|双}}足内翻可能。'),
]

const LEVEL_4: SeedTemplate[] = [
  level('Ⅳ级 胎儿超声心动图 正常', ['胎儿心脏位于左侧胸腔，心轴约 __°，心胸比例正常。', '心房正位，心室右袢，房室连接一致，心室大动脉连接一致。',
    '四腔心对称，房室瓣启闭正常，卵圆孔瓣开向左房，室间隔连续。', '主动脉与肺动脉交叉排列，三血管气管切面正常，主动脉弓及动脉导管弓连续。',
    '心率约 __ 次/分，律齐。'], '胎儿超声心动图未见明显异常。'),
  level('Ⅳ级 法洛四联症', ['胎儿室间隔上部回声中断，宽约 __ mm；主动脉增宽骑跨于室间隔之上，骑跨率约 __%；肺动脉内径约 __ mm，狭窄。'],
    '胎儿先天性心脏病：法洛四联症可能。', '建议产前诊断及多学科会诊。'),
  level('Ⅳ级 针对性 胎儿颅脑', ['针对性检查胎儿颅脑：侧脑室宽约 __ mm，透明隔腔{{可见|未见}}，胼胝体{{完整|显示不清}}，小脑蚓部{{完整|缺失}}。'],
    '针对性胎儿颅脑超声：__。'),
]

const LATE_CRITICAL = kindTemplates('us-ob-late')

// ------------------------------------------------------------------------------------------------ other ultrasound

const GYN: SeedTemplate[] = [
  {
    name: '子宫附件 正常（经阴道）',
    findings: lines('子宫{{前位|中位|后位}}，大小约 __ mm × __ mm × __ mm，形态规则，肌层回声均匀，内膜厚约 __ mm，宫腔线居中。',
      '左卵巢大小约 __ mm × __ mm，右卵巢大小约 __ mm × __ mm，内见数个卵泡回声。盆腔未见明显积液。'),
    impression: '子宫、双侧附件未见明显异常。',
  },
  {
    name: '子宫附件 正常（经腹）',
    findings: '膀胱充盈好。子宫{{前位|后位}}，大小正常，轮廓清，肌层回声均匀，内膜居中。双侧附件区未见明显异常回声。',
    impression: '子宫、双侧附件未见明显异常。',
  },
  {
    name: '宫内节育器 位置正常',
    findings: '子宫大小正常，宫腔内见{{T 形|O 形|V 形}}节育器强回声，上缘距宫底浆膜层约 __ mm，位置{{正常|下移}}。双侧附件未见异常。',
    impression: '宫内节育器{{位置正常|下移}}。',
  },
  {
    name: '卵泡监测',
    findings: '子宫内膜厚约 __ mm，呈{{三线征|均质高回声}}。{{左|右}}侧卵巢内见优势卵泡，大小约 __ mm × __ mm。',
    impression: '{{左|右}}侧卵巢优势卵泡。',
  },
  {
    name: '卵巢畸胎瘤',
    findings: '{{左|右}}侧卵巢内见一混合回声包块，大小约 __ mm × __ mm，内见强回声团及“脂液分层征”，CDFI 未见明显血流信号。',
    impression: '{{左|右}}侧卵巢囊性包块，考虑成熟性畸胎瘤（O-RADS {{3|4}}）。',
  },
  {
    name: '卵巢巧克力囊肿',
    findings: '{{左|右}}侧卵巢内见一囊性包块，大小约 __ mm × __ mm，壁稍厚，内见密集细点状回声，CDFI 周边见少许血流。',
    impression: '{{左|右}}侧卵巢囊肿，考虑子宫内膜异位囊肿。',
  },
  ...kindTemplates('us-gyn').slice(1),
]

const BI_RADS: [string, string, string, string?][] = [
  ['0', '需要其他影像检查进一步评估', '双侧乳腺腺体回声不均，{{左|右}}乳 __ 点钟方向见可疑低回声区，边界不清，超声难以定性。', '建议结合乳腺 X 线或 MR 检查。'],
  ['1', '阴性', '双侧乳腺腺体层厚度正常，结构清晰，回声分布均匀，未见明确占位性病变。CDFI 未见异常血流。双侧腋窝未见肿大淋巴结。'],
  ['2', '良性', '{{左|右|双}}乳见多个无回声区，较大者约 __ mm × __ mm，边界清，形态规则，后方回声增强。', '建议常规随访。'],
  ['3', '可能良性', '{{左|右}}乳 __ 点钟距乳头约 __ mm 处见一低回声结节，大小约 __ mm × __ mm，形态椭圆，边界清，平行位生长，CDFI {{未见|见少许}}血流信号。', '建议 6 个月复查。'],
  ['4a', '低度可疑恶性', '{{左|右}}乳 __ 点钟见一低回声结节，大小约 __ mm × __ mm，形态欠规则，边缘{{稍模糊|微分叶}}，CDFI 内见少许血流信号。', '建议穿刺活检。'],
  ['4b', '中度可疑恶性', '{{左|右}}乳 __ 点钟见一低回声结节，大小约 __ mm × __ mm，形态不规则，边缘成角，内见{{点状强回声|少许钙化}}。', '建议穿刺活检。'],
  ['4c', '高度可疑恶性', '{{左|右}}乳 __ 点钟见一低回声肿块，大小约 __ mm × __ mm，形态不规则，非平行位生长，边缘毛刺，内见微钙化，CDFI 内见较丰富血流。', '建议穿刺活检。'],
  ['5', '高度提示恶性', '{{左|右}}乳 __ 点钟见一不规则低回声肿块，大小约 __ mm × __ mm，边缘毛刺，后方回声衰减，内见多发微钙化；{{同侧腋窝见肿大淋巴结|双侧腋窝未见肿大淋巴结}}。', '建议穿刺活检。'],
  ['6', '已活检证实恶性', '{{左|右}}乳 __ 点钟见一低回声肿块（已病理证实），大小约 __ mm × __ mm。', '请结合临床治疗方案。'],
]

const US_BREAST: SeedTemplate[] = BI_RADS.map(([grade, label, findings, recommendation]) => ({
  name: `乳腺 BI-RADS ${grade} 类（${label}）`,
  findings,
  impression: grade === '1' ? '双侧乳腺未见明显异常（BI-RADS 1 类）。' : `{{左|右|双}}乳病变，BI-RADS ${grade} 类。`,
  ...(recommendation ? { recommendation } : {}),
}))

const TI_RADS: [string, string, string, string?][] = [
  ['1', '无结节', '甲状腺左右叶及峡部大小正常，包膜光整，实质回声均匀，未见明确结节。CDFI 血流信号未见异常。双侧颈部未见肿大淋巴结。'],
  ['2', '良性', '甲状腺{{左|右}}叶见一无回声结节，大小约 __ mm × __ mm，边界清，内透声好，可见“彗星尾征”。'],
  ['3', '良性可能', '甲状腺{{左|右}}叶见一{{囊实性|等回声}}结节，大小约 __ mm × __ mm，边界清，形态规则，未见微钙化。', '建议定期复查。'],
  ['4a', '低度可疑恶性', '甲状腺{{左|右}}叶见一低回声结节，大小约 __ mm × __ mm，边界{{清|欠清}}，形态规则，未见微钙化。', '建议细针穿刺或定期复查。'],
  ['4b', '中度可疑恶性', '甲状腺{{左|右}}叶见一低回声结节，大小约 __ mm × __ mm，纵横比 {{> 1|< 1}}，边缘模糊，{{可见|未见}}微钙化。', '建议细针穿刺活检。'],
  ['4c', '高度可疑恶性', '甲状腺{{左|右}}叶见一极低回声结节，大小约 __ mm × __ mm，纵横比 > 1，边缘不规则，内见多发微钙化。', '建议细针穿刺活检。'],
  ['5', '高度提示恶性', '甲状腺{{左|右}}叶见一极低回声结节，大小约 __ mm × __ mm，纵横比 > 1，边缘不规则，内见微钙化，{{同侧颈部|双侧颈部}}见异常淋巴结。', '建议细针穿刺活检。'],
]

const THYROID: SeedTemplate[] = [
  ...TI_RADS.map(([grade, label, findings, recommendation]) => ({
    name: `甲状腺 C-TIRADS ${grade} 类（${label}）`,
    findings,
    impression: grade === '1' ? '甲状腺未见明显异常。' : `甲状腺{{左|右}}叶结节（C-TIRADS ${grade} 类）。`,
    ...(recommendation ? { recommendation } : {}),
  })),
  {
    name: '桥本甲状腺炎',
    findings: '甲状腺{{弥漫性增大|大小正常}}，实质回声减低、不均匀，呈网格样改变，CDFI 示血流信号{{丰富|稍增多}}。',
    impression: '甲状腺弥漫性病变，考虑桥本甲状腺炎。',
    recommendation: '请结合甲状腺功能及抗体检查。',
  },
]

const ABDOMEN: SeedTemplate[] = [
  {
    name: '肝胆胰脾肾 未见异常',
    findings: lines('肝脏大小正常，包膜光整，实质回声均匀，肝内管道结构清晰。门静脉内径约 __ mm。',
      '胆囊大小正常，壁光滑，腔内未见异常回声。肝内外胆管未见扩张。',
      '胰腺大小形态正常，回声均匀。脾脏厚约 __ mm，回声均匀。',
      '双肾大小形态正常，皮髓质分界清，集合系统未见分离。'),
    impression: '肝、胆、胰、脾、双肾未见明显异常。',
  },
  {
    name: '脂肪肝',
    findings: '肝脏大小{{正常|稍大}}，实质回声{{细密增强|增强}}，后方回声{{衰减|轻度衰减}}，肝内管道显示欠清。',
    impression: '脂肪肝（{{轻度|中度|重度}}）。',
  },
  {
    name: '胆囊结石',
    findings: '胆囊大小约 __ mm × __ mm，壁{{光滑|毛糙增厚}}，腔内见{{一个|数个}}强回声团，较大者约 __ mm，后伴声影，随体位移动。',
    impression: '胆囊结石{{|伴胆囊炎}}。',
  },
  {
    name: '胆囊息肉',
    findings: '胆囊大小正常，壁上见{{一个|数个}}高回声附着，较大者约 __ mm，不随体位移动，后方无声影。',
    impression: '胆囊息肉样病变。',
    recommendation: '建议定期复查。',
  },
  {
    name: '肾结石',
    findings: '{{左|右|双}}肾大小形态正常，{{左|右|双}}肾内见强回声团，较大者约 __ mm，后伴声影；集合系统{{未见分离|分离约 __ mm}}。',
    impression: '{{左|右|双}}肾结石{{|伴积水}}。',
  },
  {
    name: '肾积水',
    findings: '{{左|右|双}}肾集合系统分离，前后径约 __ mm，肾皮质厚约 __ mm；同侧输尿管上段{{扩张|未见扩张}}。',
    impression: '{{左|右|双}}肾积水（{{轻度|中度|重度}}）。',
  },
  {
    name: '妊娠期肾盂扩张',
    findings: '右肾集合系统分离约 __ mm，右侧输尿管上段扩张，内径约 __ mm；左肾未见明显异常。',
    impression: '右肾盂轻度扩张（考虑妊娠期生理性改变）。',
  },
  {
    name: '脾大',
    findings: '脾脏厚约 __ mm，长径约 __ mm，实质回声均匀，脾门静脉内径约 __ mm。',
    impression: '脾大。',
  },
  {
    name: '肝囊肿',
    findings: '肝{{左|右}}叶见一无回声区，大小约 __ mm × __ mm，壁薄光滑，后方回声增强。',
    impression: '肝囊肿。',
  },
  {
    name: '肝血管瘤',
    findings: '肝{{左|右}}叶见一高回声结节，大小约 __ mm × __ mm，边界清，内呈网格样，CDFI 未见明显血流信号。',
    impression: '肝{{左|右}}叶高回声结节，考虑血管瘤。',
  },
  ...kindTemplates('us-abdomen').slice(1),
]

const NEONATE: SeedTemplate[] = [
  ...kindTemplates('us-neonate-head'),
  {
    name: '新生儿髋关节 Graf Ⅰ型',
    findings: '{{左|右|双}}侧髋关节：α 角约 __°，β 角约 __°，股骨头位于髋臼内，骨性髋臼顶{{良好|欠佳}}。',
    impression: '{{左|右|双}}侧髋关节 Graf Ⅰ型（成熟髋）。',
  },
  {
    name: '新生儿髋关节 Graf Ⅱ型',
    findings: '{{左|右}}侧髋关节：α 角约 __°（50°~59°），β 角约 __°，股骨头位于髋臼内。',
    impression: '{{左|右}}侧髋关节 Graf Ⅱa 型（生理性不成熟）。',
    recommendation: '建议 6 周后复查。',
  },
]

// ------------------------------------------------------------------------------------------------ radiology

const MG_BI_RADS: SeedTemplate[] = BI_RADS.slice(0, 8).map(([grade, label]) => ({
  name: `乳腺X线 BI-RADS ${grade} 类（${label}）`,
  findings: lines('双侧乳腺呈{{不均匀致密型（c 型）|散在纤维腺体型（b 型）|极度致密型（d 型）|脂肪型（a 型）}}。',
    grade === '1' ? '双乳未见明确肿块、结构扭曲及可疑钙化。双侧皮肤、乳头未见异常。'
      : `{{左|右}}乳{{外上|内上|外下|内下}}象限见{{肿块|钙化|结构扭曲|不对称致密}}，范围约 __ mm。`,
    '双侧腋下{{未见肿大淋巴结|见小淋巴结，形态正常}}。'),
  impression: grade === '1' ? '双侧乳腺未见明显异常（BI-RADS 1 类）。' : `{{左|右}}乳病变（BI-RADS ${grade} 类）。`,
}))

const CT_EXTRA: SeedTemplate[] = [
  {
    name: '胸部CT 肺结节随访',
    findings: '{{右|左}}肺{{上|中|下}}叶见一{{实性|磨玻璃|部分实性}}结节，大小约 __ mm × __ mm，与前片（__）比较{{无明显变化|略增大|略缩小}}。',
    impression: '{{右|左}}肺{{上|中|下}}叶{{实性|磨玻璃|部分实性}}结节，较前{{无明显变化|略增大|略缩小}}。',
    recommendation: '建议 __ 个月后复查。',
  },
]

/** A template from its name, findings, impression and recommendation. */
const tpl = (name: string, findings: string, impression: string, recommendation?: string): SeedTemplate =>
  ({ name, findings, impression, ...(recommendation ? { recommendation } : {}) })

const GYN_MORE: SeedTemplate[] = [
  tpl('子宫腺肌病', '子宫{{均匀性增大|增大，后壁增厚明显}}，肌层回声不均匀，见栅栏状声影，CDFI 示肌层内血流呈星点状。', '子宫腺肌病。'),
  tpl('子宫内膜增厚', '子宫大小正常，内膜厚约 __ mm，回声{{均匀|不均匀}}，CDFI {{未见|见}}异常血流。', '子宫内膜增厚。', '建议结合月经周期复查或诊刮。'),
  tpl('宫颈纳囊', '宫颈大小正常，宫颈内见{{一个|数个}}无回声区，较大者约 __ mm。', '宫颈纳氏囊肿。'),
  tpl('盆腔积液', '子宫直肠陷凹见液性暗区，深约 __ mm，透声{{好|差}}。', '盆腔{{少量|中量}}积液。'),
  tpl('输卵管积水', '{{左|右}}侧附件区见一腊肠样无回声区，大小约 __ mm × __ mm，内见不完全分隔。', '{{左|右}}侧输卵管积水可能。'),
  tpl('卵巢黄体囊肿', '{{左|右}}侧卵巢内见一囊性回声，大小约 __ mm × __ mm，壁稍厚，CDFI 周边见环状血流。', '{{左|右}}侧卵巢囊性回声，考虑黄体囊肿。', '建议月经干净后复查。'),
  tpl('绝经后子宫', '子宫{{萎缩|大小正常}}，大小约 __ mm × __ mm × __ mm，内膜厚约 __ mm（双层）。双侧卵巢显示{{不清|可见，体积小}}。', '绝经后子宫、附件声像。'),
  tpl('宫腔积液', '宫腔分离约 __ mm，内见液性暗区，透声{{好|欠佳}}。', '宫腔积液。'),
  tpl('葡萄胎', '子宫增大，宫腔内充满蜂窝状回声，未见孕囊及胎儿结构，双侧卵巢{{未见异常|见黄素囊肿}}。', '宫腔内蜂窝状回声，考虑葡萄胎。', '请结合血 hCG。'),
  tpl('宫腔残留', '宫腔内见一不均质回声团，大小约 __ mm × __ mm，CDFI {{可见|未见}}血流信号。', '宫腔内不均质回声，考虑{{妊娠物残留|积血}}。'),
  tpl('卵巢过度刺激', '双侧卵巢明显增大，左侧约 __ mm × __ mm，右侧约 __ mm × __ mm，内见多个卵泡；盆腹腔见液性暗区，深约 __ mm。', '双侧卵巢增大伴盆腹腔积液，请结合促排卵病史（卵巢过度刺激综合征可能）。'),
  tpl('纵隔子宫', '子宫横径增宽，宫底浆膜层{{平滑|稍凹陷}}，宫腔内见{{完全|不完全}}纵隔回声，长约 __ mm。', '子宫畸形：{{不完全|完全}}纵隔子宫可能。', '建议三维超声或宫腔镜检查。'),
]

const OB_MORE: SeedTemplate[] = [
  level('前置胎盘（无出血）', ['宫内见一胎儿，{{头位|臀位}}。', BIOMETRY, '胎盘附着于子宫{{后壁|前壁}}下段，{{完全|部分}}覆盖宫颈内口。', FLUID],
    '晚孕，单活胎；{{完全性|部分性|边缘性}}前置胎盘。'),
  level('胎盘低置', ['宫内见一胎儿。', BIOMETRY, '胎盘下缘距宫颈内口约 __ mm。', FLUID], '中孕，单活胎；胎盘低置。', '建议孕 32 周后复查。'),
  level('瘢痕子宫 下段', ['宫内见一胎儿，头位。', BIOMETRY, '子宫前壁下段瘢痕处肌层厚约 __ mm，{{连续性好|局部变薄}}。', PLACENTA, FLUID],
    '晚孕，单活胎；瘢痕子宫，子宫下段肌层{{未见明显变薄|变薄}}。'),
  level('双胎生长不一致', ['宫内见两个胎儿。胎儿 A 估测体重约 __ g，胎儿 B 估测体重约 __ g，体重相差约 __%。', FLUID], '中晚孕，双活胎；双胎生长不一致。',
    '建议胎儿医学中心随访。'),
  level('羊水偏少', ['宫内见一胎儿，{{头位|臀位}}。', BIOMETRY, '羊水指数约 __ cm，最大羊水池深约 __ mm。', PLACENTA], '晚孕，单活胎；羊水偏少。', '建议复查。'),
  level('子宫肌瘤合并妊娠', ['宫内见一胎儿。', BIOMETRY, '子宫{{前壁|后壁|底部}}见一低回声结节，大小约 __ mm × __ mm，边界清。', FLUID], '宫内孕，单活胎；子宫肌瘤合并妊娠。'),
  level('胎儿臀位', ['宫内见一胎儿，{{单臀|完全臀|足先露}}位。', BIOMETRY, PLACENTA, FLUID], '晚孕，单活胎，臀位。'),
  level('胎盘成熟度 Ⅲ级', ['宫内见一胎儿，头位。', BIOMETRY, '胎盘成熟度 Ⅲ 级，胎盘内见多发强回声钙化灶。', FLUID], '晚孕，单活胎；胎盘成熟度 Ⅲ 级。'),
]

const LEVEL_3_MORE: SeedTemplate[] = [
  ['脉络丛囊肿', '胎儿{{左|右|双}}侧脉络丛内见无回声区，大小约 __ mm。', '胎儿{{左|右|双}}侧脉络丛囊肿。'],
  ['鼻骨缺失', '胎儿正中矢状面鼻骨{{未显示|短小，长约 __ mm}}。', '胎儿鼻骨{{缺失|发育不良}}可能。'],
  ['肠管回声增强', '胎儿中下腹部肠管回声增强，强度{{近似|高于}}骨骼回声。', '胎儿肠管回声增强。'],
  ['胃泡未显示', '多次观察胎儿胃泡{{未显示|显示小}}。', '胎儿胃泡{{未显示|偏小}}，食管闭锁不除外。'],
  ['双泡征', '胎儿上腹部见两个无回声区，呈“双泡征”，两者相通。', '胎儿十二指肠梗阻可能。'],
  ['腹裂', '胎儿脐带入口{{右|左}}侧腹壁连续性中断，见肠管漂浮于羊水中，表面无包膜覆盖。', '胎儿腹裂。'],
  ['脐膨出', '胎儿前腹壁中线处见一包块，大小约 __ mm × __ mm，表面有包膜覆盖，内容物为{{肠管|肝脏及肠管}}，脐带附着于包块表面。', '胎儿脐膨出。'],
  ['开放性脊柱裂', '胎儿{{腰骶|胸腰}}段脊柱后方强回声线连续性中断，局部见囊性包块；颅内见“柠檬头征”“香蕉小脑征”。', '胎儿开放性脊柱裂（致死性或严重畸形）。'],
  ['无脑儿', '胎儿颅骨光环未显示，眼眶以上未见正常颅骨及大脑结构，呈“青蛙眼”征。', '无脑儿（致死性畸形）。'],
  ['全前脑', '胎儿颅内大脑镰及透明隔腔未显示，见单一脑室，丘脑融合。', '胎儿全前脑（{{无叶|半叶}}型）可能。'],
  ['Dandy-Walker 畸形', '胎儿小脑蚓部{{缺失|部分缺失}}，后颅窝池增宽约 __ mm，与第四脑室相通。', '胎儿 Dandy-Walker 畸形可能。'],
  ['单侧肾缺如', '胎儿{{左|右}}侧肾窝内未见肾脏回声，CDFI 未见该侧肾动脉。', '胎儿{{左|右}}侧肾缺如可能。'],
  ['多囊性肾发育不良', '胎儿{{左|右}}肾区见多个大小不等的囊性回声，互不相通，未见正常肾实质。', '胎儿{{左|右}}侧多囊性肾发育不良。'],
  ['膈疝', '胎儿胸腔内见{{胃泡|肠管}}回声，心脏受压向{{右|左}}移位。', '胎儿{{左|右}}侧膈疝。'],
  ['胸腔积液', '胎儿{{左|右|双}}侧胸腔内见液性暗区，深约 __ mm。', '胎儿{{左|右|双}}侧胸腔积液。'],
  ['股骨偏短', '胎儿股骨长约 __ mm，小于同孕周第 5 百分位，其余长骨{{同样偏短|长度正常}}。', '胎儿股骨偏短。'],
].map(([name, finding, impression]) => level(`Ⅲ级 ${name}`, ['宫内见一胎儿。', BIOMETRY, finding as string], `中孕，单活胎；${impression}`, '建议产前诊断咨询。'))

const LEVEL_4_MORE: SeedTemplate[] = [
  level('Ⅳ级 房室间隔缺损', ['四腔心切面示房间隔下部与室间隔上部连续性中断，形成共同房室瓣。'], '胎儿先天性心脏病：{{完全型|部分型}}房室间隔缺损可能。', '建议产前诊断及多学科会诊。'),
  level('Ⅳ级 大动脉转位', ['主动脉与肺动脉平行发出，主动脉起自右心室，肺动脉起自左心室。'], '胎儿先天性心脏病：完全型大动脉转位可能。', '建议产前诊断及多学科会诊。'),
  level('Ⅳ级 左心发育不良', ['左心室明显狭小，二尖瓣{{闭锁|狭窄}}，升主动脉细小，主动脉弓内见反向血流。'], '胎儿先天性心脏病：左心发育不良综合征可能。', '建议产前诊断及多学科会诊。'),
  level('Ⅳ级 主动脉缩窄', ['左右心室不对称，右心室增大；主动脉弓峡部内径约 __ mm，变细。'], '胎儿主动脉缩窄可能。', '建议生后复查心脏超声。'),
]

const CT_MORE: SeedTemplate[] = [
  tpl('鼻窦CT', '{{双侧|左侧|右侧}}上颌窦及筛窦黏膜增厚，窦腔内{{未见|见}}液平，窦壁骨质完整。鼻中隔{{居中|偏曲}}。', '{{双侧|左侧|右侧}}鼻窦炎。'),
  tpl('阑尾炎', '阑尾增粗，直径约 __ mm，壁增厚，周围脂肪间隙模糊{{，腔内见粪石|}}。', '急性阑尾炎{{|伴粪石}}。'),
  tpl('泌尿系结石', '{{左|右}}侧输尿管{{上|中|下}}段见一高密度结石，大小约 __ mm，其上方输尿管及肾盂扩张积水。', '{{左|右}}侧输尿管结石伴上方积水。'),
  tpl('肾上腺', '{{左|右}}侧肾上腺见一类圆形低密度结节，大小约 __ mm，CT 值约 __ HU，增强后{{轻度|明显}}强化。', '{{左|右}}侧肾上腺结节，考虑腺瘤。'),
  tpl('肺炎 复查', '与前片（__）比较，{{右|左|双}}肺病灶{{明显吸收|部分吸收|无明显变化|进展}}。', '{{右|左|双}}肺炎症，较前{{明显吸收|部分吸收|无明显变化|进展}}。'),
]

const MR_MORE: SeedTemplate[] = [
  tpl('胎盘植入', '胎盘附着于子宫{{前壁|后壁}}下段，局部子宫肌层变薄、显示不清，胎盘内见 T2WI 低信号条带，膀胱壁{{光整|毛糙}}。', '胎盘植入可能（{{粘连型|植入型|穿透型}}）。', '请结合临床，做好术前准备。'),
  tpl('卵巢囊肿', '{{左|右}}侧卵巢见一囊性病灶，大小约 __ mm × __ mm，T1WI {{低|高}}信号，T2WI 高信号，壁薄，增强后囊壁轻度强化。', '{{左|右}}侧卵巢囊性病灶，考虑{{单纯囊肿|子宫内膜异位囊肿}}。'),
  tpl('颅脑MR 正常', '脑实质信号未见异常，灰白质分界清楚。脑室系统不大，脑沟、脑裂未见增宽，中线结构居中。DWI 未见异常高信号。', '颅脑MR平扫未见明显异常。'),
  tpl('腰椎间盘突出', '腰椎生理曲度{{存在|变直}}。L{{4/5|5/S1|3/4}} 椎间盘向{{后方|左后方|右后方}}突出，硬膜囊受压。', 'L{{4/5|5/S1|3/4}} 椎间盘突出。'),
  tpl('子宫内膜癌', '子宫内膜增厚约 __ mm，T2WI 呈稍高信号，DWI 高信号，肌层受侵深度{{< 1/2|≥ 1/2}}，结合带{{中断|完整}}。', '子宫内膜占位，考虑内膜癌（侵犯{{浅肌层|深肌层}}）。', '建议病理确诊。'),
]

const DR_MORE: SeedTemplate[] = [
  tpl('腹部立位 肠梗阻', '腹部见多个扩张肠管及{{阶梯状|多发}}气液平面，{{未见|见}}膈下游离气体。', '{{小肠|结肠}}梗阻{{|，消化道穿孔}}。'),
  tpl('骨龄', '左手腕骨化中心出现 __ 个，{{尺骨|桡骨}}远端骨骺{{已出现|未出现}}，骨龄约相当于 __ 岁。', '骨龄约 __ 岁，与实际年龄{{相符|落后|提前}}。'),
  tpl('脊柱侧弯', '全脊柱正位片示胸腰段脊柱向{{右|左}}侧弯，Cobb 角约 __°，椎体未见明显骨质破坏。', '脊柱{{右|左}}侧弯（Cobb 角约 __°）。'),
  tpl('四肢骨折', '{{左|右}}{{桡骨远端|尺骨|胫骨|腓骨|锁骨}}骨质连续性中断，断端{{对位良好|稍移位}}。', '{{左|右}}{{桡骨远端|尺骨|胫骨|腓骨|锁骨}}骨折。'),
  tpl('骨盆平片', '骨盆诸骨骨质结构完整，双侧骶髂关节、髋关节间隙正常，耻骨联合{{未见分离|分离约 __ mm}}。', '骨盆未见明显异常。'),
]

const PUBLIC_TREE: SeedNode[] = [
  {
    folder: '超声', modality: 'US', children: [
      {
        folder: '产科', modality: 'US', bodyPart: '产科', children: [
          { folder: '早孕', modality: 'US', bodyPart: '产科', children: EARLY },
          { folder: 'NT 11–13+6 周', modality: 'US', bodyPart: '产科', children: NT },
          { folder: '中晚孕 Ⅰ级', modality: 'US', bodyPart: '产科', children: [...LEVEL_1, ...OB_MORE] },
          { folder: '中晚孕 Ⅱ级', modality: 'US', bodyPart: '产科', children: LEVEL_2 },
          { folder: '中孕 Ⅲ级 系统筛查', modality: 'US', bodyPart: '产科', children: [...LEVEL_3, ...LEVEL_3_MORE] },
          { folder: 'Ⅳ级 针对性检查', modality: 'US', bodyPart: '产科', children: [...LEVEL_4, ...LEVEL_4_MORE] },
          { folder: '晚孕危急值', modality: 'US', bodyPart: '产科', children: LATE_CRITICAL },
        ],
      },
      { folder: '妇科 子宫附件', modality: 'US', bodyPart: '妇科', children: [...GYN, ...GYN_MORE] },
      { folder: '乳腺 BI-RADS', modality: 'US', bodyPart: '乳腺', children: [...US_BREAST, ...kindTemplates('us-breast').slice(1)] },
      { folder: '甲状腺 TI-RADS', modality: 'US', bodyPart: '甲状腺', children: THYROID },
      { folder: '肝胆胰脾肾', modality: 'US', bodyPart: '腹部', children: ABDOMEN },
      { folder: '新生儿', modality: 'US', children: NEONATE },
    ],
  },
  {
    folder: 'CT', modality: 'CT', children: [
      { folder: '胸部', modality: 'CT', bodyPart: '胸部', children: [...kindTemplates('ct-chest'), ...CT_EXTRA] },
      { folder: '颅脑', modality: 'CT', bodyPart: '头颅', children: kindTemplates('ct-head') },
      { folder: '腹部', modality: 'CT', bodyPart: '腹部', children: kindTemplates('ct-abdomen') },
      { folder: '盆腔', modality: 'CT', bodyPart: '盆腔', children: kindTemplates('ct-pelvis') },
      { folder: '其他', modality: 'CT', children: CT_MORE },
    ],
  },
  {
    folder: 'MR', modality: 'MR', children: [
      { folder: '盆腔', modality: 'MR', bodyPart: '盆腔', children: kindTemplates('mr-pelvis') },
      { folder: '胎儿', modality: 'MR', bodyPart: '胎儿', children: kindTemplates('mr-fetal') },
      { folder: '乳腺', modality: 'MR', bodyPart: '乳腺', children: kindTemplates('mr-breast') },
      { folder: '其他', modality: 'MR', children: MR_MORE },
    ],
  },
  {
    folder: 'DR', modality: 'DR', children: [
      { folder: '胸部', modality: 'DR', bodyPart: '胸部', children: kindTemplates('dr-chest') },
      { folder: '新生儿', modality: 'DR', bodyPart: '胸腹部', children: kindTemplates('dr-neonate') },
      { folder: '髋关节', modality: 'DR', bodyPart: '骨盆', children: kindTemplates('dr-hip') },
      { folder: '其他', modality: 'DR', children: DR_MORE },
    ],
  },
  { folder: '乳腺X线', modality: 'MG', bodyPart: '乳腺', children: [...MG_BI_RADS, ...kindTemplates('mg-breast')] },
  { folder: '心电图', modality: 'ECG', bodyPart: '心脏', children: kindTemplates('ecg') },
  {
    folder: '内镜', modality: 'ES', children: [
      { folder: '宫腔镜', modality: 'ES', bodyPart: '宫腔', children: kindTemplates('es-hysteroscopy') },
      { folder: '阴道镜', modality: 'ES', bodyPart: '宫颈', children: kindTemplates('es-colposcopy') },
      { folder: '胃镜', modality: 'ES', bodyPart: '胃', children: kindTemplates('es-gastroscopy') },
    ],
  },
]

/** Department folders: 放射科 (3) and 超声科 (4). */
const DEPT_TREES: [deptId: number, nodes: SeedNode[]][] = [
  [3, [{
    folder: '放射科常用', children: [
      { name: '急诊胸片 未见异常', modality: 'DR', bodyPart: '胸部', findings: '双肺纹理清晰，未见实质性病变。心影不大。双侧膈面光整，肋膈角锐利。', impression: '心、肺、膈未见明显异常。' },
      { name: '孕妇胸片（腹部防护）', modality: 'DR', bodyPart: '胸部', findings: '（孕 __ 周，腹部铅防护下摄片）双肺纹理清晰，未见实质性病变。心影{{不大|稍大}}。', impression: '心、肺未见明显异常。' },
      { name: 'CT 增强 对比剂说明', modality: 'CT', findings: '使用非离子型对比剂 __ ml，经{{右|左}}肘静脉注射，检查过程中{{无不良反应|出现轻度不适，已处理}}。', impression: '' },
    ],
  }]],
  [4, [{
    folder: '超声科常用', modality: 'US', children: [
      { name: '床旁超声 胎心监测', modality: 'US', bodyPart: '产科', findings: '床旁检查：宫内见一胎儿，{{头位|臀位}}，胎心率约 __ 次/分，律齐。', impression: '宫内单活胎。' },
      { name: '宫颈长度测量', modality: 'US', bodyPart: '产科', findings: '经{{阴道|会阴|腹部}}测量：宫颈管长约 __ mm，宫颈内口{{闭合|呈 U 形开放|呈 V 形开放}}。', impression: '宫颈长度 __ mm。' },
      { name: '剖宫产切口瘢痕憩室', modality: 'US', bodyPart: '妇科', findings: '子宫前壁下段切口处见一{{楔形|三角形}}无回声区，大小约 __ mm × __ mm，残余肌层厚约 __ mm。', impression: '剖宫产切口瘢痕憩室。' },
    ],
  }]],
]

/** Personal templates and phrases of one radiologist and one sonographer. */
const PERSONAL: [username: string, nodes: SeedNode[], phrases: string[]][] = [
  ['fangshe', [{
    folder: '我的模板', children: [
      { name: '李建国 胸部CT 常规', modality: 'CT', bodyPart: '胸部', findings: '双侧胸廓对称，气管居中。双肺纹理清晰，未见实质性病变。纵隔内未见肿大淋巴结。心影不大。', impression: '胸部CT平扫未见明显异常。' },
      { name: '李建国 盆腔MR 肌瘤', modality: 'MR', bodyPart: '盆腔', findings: '子宫{{增大|大小正常}}，{{前壁|后壁|底部}}肌层见 T2WI 低信号结节，大小约 __ mm × __ mm，边界清。', impression: '子宫肌瘤（{{肌壁间|浆膜下|黏膜下}}）。' },
      { name: '李建国 新生儿胸片', modality: 'DR', bodyPart: '胸腹部', findings: '双肺透亮度{{可|减低}}，肺纹理清晰。心影不大。', impression: '新生儿胸片未见明显异常。' },
    ],
  }], ['请结合临床。', '建议短期复查。', '与前片比较无明显变化。']],
  ['chaosheng', [{
    folder: '我的常用', modality: 'US', children: [
      { name: '陈静 晚孕 快速', modality: 'US', bodyPart: '产科', findings: '宫内见一胎儿，{{头位|臀位}}。BPD 约 __ mm，FL 约 __ mm，胎心率约 __ 次/分。羊水指数约 __ cm。', impression: '晚孕，单活胎。' },
      { name: '陈静 经阴道 内膜', modality: 'US', bodyPart: '妇科', findings: '子宫内膜厚约 __ mm，回声{{均匀|不均匀}}，宫腔内{{未见异常回声|见少量积液}}。', impression: '子宫内膜厚约 __ mm。' },
      { name: '陈静 乳腺随访', modality: 'US', bodyPart: '乳腺', findings: '{{左|右}}乳 __ 点钟结节，大小约 __ mm × __ mm，与前次比较{{无明显变化|略增大}}。', impression: '{{左|右}}乳结节，BI-RADS 3 类，随访。' },
    ],
  }], ['胎儿结构显示受胎位影响。', '建议 2 周后复查。']],
]

/** Inserts the template tree and the phrases. */
export function seedReportTemplates(db: Db): void {
  const insert = db.prepare(`INSERT INTO ris_template (parent_id, kind, scope, owner_id, dept_id, modality, body_part, name, initials,
      findings, impression, recommendation, sort, version, create_by, update_by, create_time, update_time)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, 'admin', 'admin', ?, ?)`)
  const walk = (nodes: SeedNode[], parentId: number | null, scope: string, ownerId: number | null, deptId: number | null,
    inherited: { modality?: string | undefined; bodyPart?: string | undefined }) => {
    nodes.forEach((node, index) => {
      const modality = node.modality ?? inherited.modality ?? null
      const bodyPart = node.bodyPart ?? inherited.bodyPart ?? null
      const sort = (index + 1) * 10
      if (isFolder(node)) {
        const id = Number(insert.run(parentId, 'folder', scope, ownerId, deptId, node.modality ?? null, node.bodyPart ?? null, node.folder,
          nameInitials(node.folder), '', '', '', sort, SEED_TIME, SEED_TIME).lastInsertRowid)
        walk(node.children, id, scope, ownerId, deptId, { modality: modality ?? undefined, bodyPart: bodyPart ?? undefined })
      } else {
        insert.run(parentId, 'template', scope, ownerId, deptId, modality, bodyPart, node.name, nameInitials(node.name),
          node.findings, node.impression, node.recommendation ?? '', sort, SEED_TIME, SEED_TIME)
      }
    })
  }
  walk(PUBLIC_TREE, null, 'public', null, null, {})
  for (const [deptId, nodes] of DEPT_TREES) walk(nodes, null, 'dept', null, deptId, {})
  const userId = db.prepare('SELECT id FROM sys_user WHERE username = ?')
  const phrase = db.prepare('INSERT INTO ris_phrase (user_id, text, sort, create_time, update_time) VALUES (?, ?, ?, ?, ?)')
  for (const [username, nodes, phrases] of PERSONAL) {
    const id = (userId.get(username) as { id: number } | undefined)?.id
    if (id === undefined) continue
    walk(nodes, null, 'personal', id, null, {})
    phrases.forEach((text, i) => phrase.run(id, text, (i + 1) * 10, SEED_TIME, SEED_TIME))
  }
}
