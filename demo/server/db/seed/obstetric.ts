import type { FindingTemplate, ObstetricStage } from './templates'

/**
 * Obstetric ultrasound report texts whose biometry agrees with the gestational age: the Hadlock 1984
 * single-parameter age equations (ris-domain §5.2) solved for BPD, HC, AC and FL, Robinson's CRL, and the
 * Hadlock 4 fetal weight (§5.1).
 */

/** `23 周 4 天`. */
export function gaText(days: number): string {
  return `${Math.floor(days / 7)} 周 ${days % 7} 天`
}

/** `23+4`, the ExamDto `gestationalAge`. */
export function gaShort(days: number): string {
  return `${Math.floor(days / 7)}+${days % 7}`
}

function quadraticRoot(a: number, b: number, c: number): number {
  return (-b + Math.sqrt(b * b - 4 * a * c)) / (2 * a)
}

/** Biometry in cm for a gestational age in weeks (Hadlock 1984, inverted). */
export function biometry(weeks: number): { bpd: number; hc: number; ac: number; fl: number } {
  const bpd = quadraticRoot(0.1676, 1.482, 9.54 - weeks)
  const ac = quadraticRoot(0.0036, 0.753, 8.14 - weeks)
  const fl = quadraticRoot(0.17, 2.46, 10.35 - weeks)
  // HC: 8.96 + 0.540·HC + 0.0003·HC³ = weeks, by Newton's method.
  let hc = 20
  for (let i = 0; i < 20; i++) hc -= (8.96 + 0.54 * hc + 0.0003 * hc ** 3 - weeks) / (0.54 + 0.0009 * hc ** 2)
  return { bpd, hc, ac, fl }
}

/** Hadlock 4 (BPD, HC, AC, FL in cm) estimated fetal weight in grams. */
export function hadlock4(bpd: number, hc: number, ac: number, fl: number): number {
  return 10 ** (1.3596 - 0.00386 * ac * fl + 0.0064 * hc + 0.00061 * bpd * ac + 0.0424 * ac + 0.174 * fl)
}

/** Crown-rump length in mm for a gestational age in days (Robinson & Fleming). */
export function crlMm(days: number): number {
  return ((days - 23.73) / 8.052) ** 2
}

const PLACENTA_SITES = ['前壁', '后壁', '宫底', '左侧壁', '右侧壁']

/**
 * The report of an obstetric scan at `days` of gestation; `abnormal` picks one of the stage's abnormal
 * variants. Critical variants come from the exam kind's table instead.
 */
export function obstetricReport(stage: ObstetricStage, days: number, abnormal: boolean, rand: () => number): FindingTemplate {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T
  const jitter = (x: number, spread = 0.02): number => x * (1 + (rand() * 2 - 1) * spread)
  const usDays = Math.max(1, days + Math.round((rand() * 2 - 1) * 3))
  const consistent = `超声孕周约 ${gaText(usDays)}，与停经孕周相符`

  if (stage === 'early') {
    const msd = Math.max(8, days - 30)
    const crl = crlMm(days)
    const fhr = Math.round(100 + Math.min(70, (days - 42) * 2.5) + rand() * 10)
    const variant = abnormal ? pick(['missed', 'threatened', 'twins'] as const) : null
    if (variant === 'missed') {
      return {
        findings: `<p>子宫增大，宫腔内见一孕囊回声，大小约 ${Math.round(msd + 4)} mm × ${Math.round(msd - 2)} mm，形态欠规则，内见卵黄囊及胚芽回声，胚芽长约 ${jitter(crl * 0.7, 0.05).toFixed(1)} mm，未见原始心管搏动。</p>`
          + '<p>双侧附件区未见明显异常回声。</p>',
        impression: '<p>宫内早孕，胚胎停止发育（稽留流产可能）。</p>', recommendation: '请结合临床及血 hCG 随访。', icd: ['O02.1'],
      }
    }
    if (variant === 'twins') {
      return {
        findings: `<p>宫腔内见两个孕囊回声，分别约 ${Math.round(msd)} mm 及 ${Math.round(msd - 3)} mm，其间见较厚分隔（"λ"征），两孕囊内均见卵黄囊及胚芽，胚芽长分别约 ${crl.toFixed(1)} mm、${jitter(crl, 0.05).toFixed(1)} mm，均见原始心管搏动。</p>`,
        impression: `<p>宫内早孕，双活胎（双绒毛膜双羊膜囊），${consistent}。</p>`, icd: ['O30.0'],
      }
    }
    const bleed = variant === 'threatened'
    return {
      findings: `<p>子宫增大，宫腔内见一孕囊回声，大小约 ${Math.round(msd + 3)} mm × ${Math.round(msd)} mm × ${Math.round(msd - 2)} mm，内见卵黄囊，直径约 4 mm，`
        + `可见胚芽，长约 ${crl.toFixed(1)} mm，可见原始心管搏动，心率约 ${fhr} 次/分。</p>`
        + (bleed ? `<p>孕囊下方见范围约 ${Math.round(12 + rand() * 8)} mm × ${Math.round(5 + rand() * 4)} mm 的液性暗区。</p>` : '')
        + '<p>双侧附件区未见明显异常回声。</p>',
      impression: `<p>宫内早孕，单活胚，${consistent}${bleed ? '；宫腔少量积液（孕囊旁）' : ''}。</p>`,
      ...(bleed ? { recommendation: '请结合临床，注意阴道流血情况。' } : {}),
      icd: bleed ? ['O20.0'] : ['Z34.9'],
    }
  }

  if (stage === 'nt') {
    const crl = crlMm(days)
    const thick = abnormal
    const nt = thick ? 3.2 + rand() * 0.9 : 1.1 + rand() * 1.2
    return {
      findings: `<p>宫内单活胎。头臀长（CRL）约 ${crl.toFixed(1)} mm，胎心率约 ${Math.round(150 + rand() * 15)} 次/分。`
        + `颈项透明层（NT）厚约 ${nt.toFixed(1)} mm，鼻骨可见，静脉导管 a 波正向。</p>`
        + '<p>胎儿颅骨光环可见，脑中线居中，脉络丛可见；腹壁完整，胃泡可见，膀胱可见；四肢可见。胎盘位于子宫'
        + `${pick(PLACENTA_SITES)}。</p>`,
      impression: thick
        ? `<p>1. 宫内早孕，单活胎，${consistent}；</p><p>2. 胎儿颈项透明层增厚（NT ${nt.toFixed(1)} mm）。</p>`
        : `<p>宫内早孕，单活胎，${consistent}；NT 值在正常范围。</p>`,
      ...(thick ? { recommendation: '建议产前诊断咨询（绒毛活检或羊水穿刺）。' } : {}),
      icd: thick ? ['O28.3'] : ['Z36.3'],
    }
  }

  const weeks = days / 7
  const b = biometry(weeks)
  const fgr = abnormal && rand() < 0.3
  const scale = fgr ? 0.88 : 1
  const bpd = jitter(b.bpd)
  const hc = jitter(b.hc)
  const ac = jitter(b.ac * scale)
  const fl = jitter(b.fl * (fgr ? 0.94 : 1))
  const hl = fl * 0.92
  const efw = hadlock4(bpd, hc, ac, fl)
  const fhr = Math.round(132 + rand() * 22)
  const site = pick(PLACENTA_SITES)
  const grade = weeks < 28 ? '0' : weeks < 36 ? 'Ⅰ' : 'Ⅱ'
  const sd = (weeks < 30 ? 3.0 : 2.4) + rand() * 0.4

  if (stage === 'mid') {
    const variant = abnormal ? pick(['vsd', 'praevia', 'ventricle'] as const) : null
    const fluid = (4 + rand() * 2.5).toFixed(1)
    const survey = '<p>胎头：颅骨光环完整，脑中线居中，透明隔腔可见，双侧侧脑室后角宽约 '
      + `${variant === 'ventricle' ? '11.2' : (5 + rand() * 2.5).toFixed(1)} mm，小脑横径约 ${(weeks + rand()).toFixed(1)} mm，后颅窝池深约 5 mm。</p>`
      + '<p>颜面部：双侧眼眶可见，上唇皮肤连续。脊柱：矢状切面排列整齐，连续性好。</p>'
      + `<p>心脏：四腔心切面可见，左右心比例正常，${variant === 'vsd' ? '室间隔膜周部见宽约 3 mm 的回声中断，CDFI 见穿隔分流' : '室间隔连续'}，左右室流出道切面可见，三血管-气管切面未见异常。</p>`
      + '<p>腹部：腹壁连续，胃泡、双肾、膀胱可见。四肢：可见双侧肱骨、尺桡骨、股骨、胫腓骨，双手双足可见。</p>'
    const placenta = variant === 'praevia'
      ? `<p>胎盘位于子宫后壁，下缘完全覆盖宫颈内口，厚约 ${Math.round(24 + rand() * 6)} mm，成熟度 0 级。</p>`
      : `<p>胎盘位于子宫${site}，厚约 ${Math.round(22 + rand() * 8)} mm，成熟度 0 级，下缘距宫颈内口 &gt;20 mm。</p>`
    const extra = variant === 'vsd' ? '<p>2. 胎儿室间隔缺损（膜周部）可能。</p>'
      : variant === 'praevia' ? '<p>2. 胎盘前置状态（完全覆盖宫颈内口）。</p>'
        : variant === 'ventricle' ? '<p>2. 胎儿一侧侧脑室增宽（11.2 mm）。</p>' : ''
    return {
      findings: `<p>宫内单活胎，胎位不固定。双顶径约 ${bpd.toFixed(1)} cm，头围约 ${hc.toFixed(1)} cm，腹围约 ${ac.toFixed(1)} cm，`
        + `股骨长约 ${fl.toFixed(1)} cm，肱骨长约 ${hl.toFixed(1)} cm，胎心率约 ${fhr} 次/分，律齐。</p>${survey}${placenta}`
        + `<p>羊水最大深度约 ${fluid} cm。脐动脉 S/D 约 ${sd.toFixed(1)}。估测胎儿体重约 ${Math.round(efw)} g（Hadlock 4）。</p>`,
      impression: `<p>${extra ? '1. ' : ''}宫内中孕，单活胎，${consistent}${extra ? '；' : '。本次检查未发现明显胎儿结构异常。'}</p>${extra}`,
      recommendation: extra ? '建议产前诊断咨询及胎儿超声心动图/复查。'
        : '超声检查受孕周、胎位、羊水及母体腹壁等因素影响，不能发现所有胎儿畸形。',
      icd: variant === 'vsd' ? ['Q21.0'] : variant === 'praevia' ? ['O44.0'] : variant === 'ventricle' ? ['O35.0'] : ['Z36.3'],
    }
  }

  // Late pregnancy.
  const variant = abnormal ? (fgr ? 'fgr' : pick(['cord', 'oligo', 'poly', 'breech', 'macrosomia'] as const)) : null
  const afi = variant === 'oligo' ? 4 + rand() * 0.9 : variant === 'poly' ? 26 + rand() * 4 : 9 + rand() * 8
  const quarters = [0.3, 0.25, 0.25, 0.2].map((f) => (afi * f).toFixed(1))
  const position = variant === 'breech' ? '臀位' : '头位'
  const bigEfw = variant === 'macrosomia' ? efw * 1.25 : efw
  const cord = variant === 'cord' ? '<p>胎儿颈部见 "U" 形压迹，CDFI 见一周脐带血流环绕。</p>' : ''
  const extra = variant === 'cord' ? '脐带绕颈一周' : variant === 'oligo' ? '羊水过少' : variant === 'poly' ? '羊水过多'
    : variant === 'breech' ? '胎位异常（臀位）' : variant === 'macrosomia' ? '胎儿偏大（巨大儿可能）' : variant === 'fgr' ? '胎儿腹围及股骨长小于孕周（胎儿生长受限可能）' : ''
  const icd: Record<string, string[]> = {
    cord: ['O69.1'], oligo: ['O41.0'], poly: ['O40.x'], breech: ['O32.1'], macrosomia: ['O36.6'], fgr: ['O36.5'],
  }
  return {
    findings: `<p>宫内单活胎，${position}。双顶径约 ${bpd.toFixed(1)} cm，头围约 ${hc.toFixed(1)} cm，腹围约 ${(variant === 'macrosomia' ? ac * 1.08 : ac).toFixed(1)} cm，`
      + `股骨长约 ${fl.toFixed(1)} cm，肱骨长约 ${hl.toFixed(1)} cm。胎心率约 ${fhr} 次/分，律齐。</p>${cord}`
      + `<p>胎盘位于子宫${site}，厚约 ${Math.round(30 + rand() * 10)} mm，成熟度 ${grade} 级，下缘距宫颈内口 &gt;70 mm。</p>`
      + `<p>羊水指数约 ${afi.toFixed(1)} cm（${quarters.join('+')}）。脐动脉 S/D 约 ${sd.toFixed(1)}。估测胎儿体重约 ${Math.round(bigEfw)} g（Hadlock 4）。</p>`,
    impression: extra
      ? `<p>1. 宫内晚孕，单活胎，${position}，超声孕周约 ${gaText(usDays)}；</p><p>2. ${extra}。</p>`
      : `<p>宫内晚孕，单活胎，${position}，${consistent}。</p>`,
    ...(extra ? { recommendation: '请结合临床，加强胎儿监护。' } : {}),
    icd: variant ? (icd[variant] ?? []) : ['Z34.9'],
  }
}
