/**
 * What the seeded exams are: per kind of exam (modality, body part, item, method, device, who orders it) the
 * report texts a reporting physician of a maternity hospital would write, normal and abnormal, with ICD codes.
 * `{a-b}` in a text is replaced by a whole number in a..b, `{a-b.1}` by one with a decimal.
 */

/** One report text. `critical` names the critical finding (危急值) when there is one. */
export interface FindingTemplate {
  findings: string
  impression: string
  recommendation?: string
  icd: string[]
  critical?: string
}

/** Who the patient of a kind of exam is. */
export type PatientKind = 'pregnant' | 'woman' | 'child' | 'newborn' | 'adult'

/** Obstetric ultrasound stage: the biometry is computed from the gestational age. */
export type ObstetricStage = 'early' | 'nt' | 'mid' | 'late'

export interface ExamKind {
  key: string
  modality: string
  bodyPart: string
  bodyPartSmall?: string
  examItem: string
  checkMethod: string
  device: string
  /** Relative frequency among the seeded exams. */
  weight: number
  patient: PatientKind
  depts: string[]
  clinical: string[]
  purpose: string
  obstetric?: ObstetricStage
  normal: FindingTemplate[]
  abnormal: FindingTemplate[]
  critical?: FindingTemplate[]
}

/** Apply departments of the maternity hospital and their physicians. */
export const APPLY_DEPTS: Record<string, string[]> = {
  产科门诊: ['张丽华', '李秀英', '王敏'],
  产科一病区: ['刘淑珍', '陈晓红'],
  产科二病区: ['黄雅琴', '周志芳'],
  妇科门诊: ['赵春梅', '吴佩玲'],
  妇科病区: ['孙玉兰', '郑丽娜'],
  乳腺科: ['何晓梅', '罗建华'],
  生殖医学中心: ['林静怡', '梁慧敏'],
  儿科门诊: ['宋国栋', '唐佳怡'],
  新生儿科: ['韩雪梅', '冯志强'],
  急诊科: ['邓宏伟', '曹丽'],
  体检中心: ['彭红', '曾凡'],
  计划生育科: ['肖芳'],
}

/** Inpatient wards by department. */
export const WARDS: Record<string, string> = {
  产科一病区: '产科一病区', 产科二病区: '产科二病区', 妇科病区: '妇科病区', 新生儿科: '新生儿科病区',
}

/** Report titles as printed, by modality. */
export const REPORT_TITLES: Record<string, string> = {
  CT: 'CT检查报告单', MR: '磁共振检查报告单', DR: 'X线检查报告单', MG: '乳腺X线摄影检查报告单', US: '超声检查报告单',
  ECG: '心电图检查报告单', ES: '内镜检查报告单', PIS: '病理诊断报告单',
}

/** Which department reports a modality (the report letterhead). */
export const REPORT_DEPARTMENTS: Record<string, string> = {
  CT: '放射科', MR: '放射科', DR: '放射科', MG: '放射科', US: '超声科', ECG: '心电图室', ES: '内镜中心', PIS: '病理科',
}

const CT_CHEST_NORMAL = '<p>双侧胸廓对称，气管居中。双肺纹理清晰，走行自然，肺野内未见明确实质性病变。双肺门不大，纵隔内未见明显肿大淋巴结。</p>'
  + '<p>心影大小、形态未见异常。双侧胸腔未见积液，胸膜未见增厚。所见骨质结构未见明显异常。</p>'

export const EXAM_KINDS: ExamKind[] = [
  // ---------------------------------------------------------------- CT
  {
    key: 'ct-chest', modality: 'CT', bodyPart: '胸部', bodyPartSmall: '肺', examItem: '胸部CT平扫', checkMethod: '平扫（1.25 mm 薄层）',
    device: 'CT-1 SOMATOM go.Top', weight: 18, patient: 'woman', depts: ['妇科病区', '产科二病区', '急诊科', '体检中心', '乳腺科'],
    clinical: ['咳嗽待查', '术前检查', '发热待查', '肺结节复查'], purpose: '了解肺部情况',
    normal: [{ findings: CT_CHEST_NORMAL, impression: '<p>胸部CT平扫未见明显异常。</p>', icd: [] }],
    abnormal: [
      {
        findings: '<p>右肺上叶尖段见一实性结节，大小约 {6-9} mm × {5-8} mm，边缘光整，CT 值约 35 HU；左肺下叶背段见一磨玻璃密度结节，直径约 {5-7} mm，边界尚清。</p>'
          + '<p>右肺中叶外侧段见一钙化灶，直径约 3 mm。双肺门不大，纵隔内未见肿大淋巴结。心影不大，双侧胸腔未见积液。</p>',
        impression: '<p>1. 右肺上叶实性小结节；</p><p>2. 左肺下叶磨玻璃结节；</p><p>3. 右肺中叶钙化灶。</p>',
        recommendation: '建议 6 个月后胸部 CT 复查。', icd: ['J98.4'],
      },
      {
        findings: '<p>右肺下叶见斑片状实变影，内见空气支气管征，边缘模糊；左肺下叶见少许磨玻璃影。双侧胸腔少量积液。</p><p>纵隔内见数个小淋巴结，短径均小于 10 mm。</p>',
        impression: '<p>1. 右肺下叶肺炎，左肺下叶少许炎症；</p><p>2. 双侧少量胸腔积液。</p>', recommendation: '抗感染治疗后复查。', icd: ['J18.9', 'J90.x'],
      },
    ],
    critical: [{
      findings: '<p>CT 肺动脉成像：双侧肺动脉主干及右肺下叶、左肺下叶肺动脉分支内见多发条状充盈缺损，管腔部分闭塞；右心室增大，室间隔平直。</p><p>右肺下叶胸膜下见楔形实变影。</p>',
      impression: '<p>1. 双侧肺动脉栓塞（危急值）；</p><p>2. 右心负荷增加；</p><p>3. 右肺下叶肺梗死可能。</p>',
      recommendation: '已电话通知临床，请立即处理。', icd: ['I26.9'], critical: '双侧肺动脉栓塞',
    }],
  },
  {
    key: 'ct-head', modality: 'CT', bodyPart: '头颅', examItem: '颅脑CT平扫', checkMethod: '平扫', device: 'CT-1 SOMATOM go.Top',
    weight: 6, patient: 'woman', depts: ['急诊科', '产科一病区', '产科二病区'], clinical: ['头痛待查', '子痫前期', '头晕'], purpose: '排除颅内出血',
    normal: [{
      findings: '<p>脑实质密度未见异常，灰白质分界清楚。脑室系统大小、形态正常，脑沟、脑裂未见增宽，中线结构居中。</p><p>颅骨骨质未见明显异常。</p>',
      impression: '<p>颅脑CT平扫未见明显异常。</p>', icd: [],
    }],
    abnormal: [{
      findings: '<p>双侧顶枕叶皮层下白质见对称性斑片状低密度影，边界模糊，无占位效应。脑室系统未见扩大，中线结构居中。</p>',
      impression: '<p>双侧顶枕叶对称性低密度影，结合病史考虑可逆性后部脑病综合征（PRES）可能。</p>', recommendation: '建议 MR 进一步检查。', icd: ['I67.4'],
    }],
    critical: [{
      findings: '<p>左侧基底节区见团片状高密度影，范围约 {42-48} mm × {30-34} mm，CT 值约 65 HU，周围见低密度水肿带；左侧侧脑室受压变窄，中线结构右偏约 6 mm。</p>',
      impression: '<p>左侧基底节区脑出血（估计出血量约 30 ml），伴中线结构移位（危急值）。</p>', recommendation: '已电话通知临床。',
      icd: ['I61.9'], critical: '左侧基底节区脑出血约 30 ml 伴中线移位',
    }],
  },
  {
    key: 'ct-abdomen', modality: 'CT', bodyPart: '腹部', bodyPartSmall: '上腹部', examItem: '上腹部CT增强', checkMethod: '平扫+增强',
    device: 'CT-1 SOMATOM go.Top', weight: 5, patient: 'woman', depts: ['妇科病区', '急诊科'], clinical: ['腹痛待查', '肝功能异常'], purpose: '了解肝胆胰脾情况',
    normal: [{
      findings: '<p>肝脏大小、形态正常，各叶比例协调，实质密度均匀，增强扫描未见异常强化灶。肝内外胆管未见扩张。胆囊不大，壁不厚。胰腺、脾脏未见异常。</p><p>双肾形态、密度未见异常。腹膜后未见肿大淋巴结。</p>',
      impression: '<p>上腹部CT增强扫描未见明显异常。</p>', icd: [],
    }],
    abnormal: [{
      findings: '<p>肝脏密度弥漫性减低，CT 值约 38 HU，低于脾脏。胆囊内见多发高密度结石影，较大者直径约 {8-14} mm，胆囊壁稍厚。胰腺、脾脏未见异常。</p>',
      impression: '<p>1. 脂肪肝；</p><p>2. 胆囊多发结石，胆囊炎。</p>', icd: ['K76.0', 'K80.2'],
    }],
  },
  {
    key: 'ct-pelvis', modality: 'CT', bodyPart: '盆腔', examItem: '盆腔CT增强', checkMethod: '平扫+增强', device: 'CT-1 SOMATOM go.Top',
    weight: 4, patient: 'woman', depts: ['妇科病区', '妇科门诊'], clinical: ['盆腔包块', '卵巢肿物'], purpose: '了解盆腔包块性质',
    normal: [{
      findings: '<p>子宫大小、形态正常，宫壁强化均匀。双侧附件区未见明确肿块。膀胱充盈良好，壁不厚。盆腔内未见肿大淋巴结及积液。</p>',
      impression: '<p>盆腔CT增强扫描未见明显异常。</p>', icd: [],
    }],
    abnormal: [{
      findings: '<p>右侧附件区见一囊实性肿块，大小约 {62-88} mm × {48-66} mm，边界欠清，实性成分及分隔明显强化；子宫直肠陷凹少量积液。</p><p>盆腔内见数个肿大淋巴结，较大者短径约 12 mm。</p>',
      impression: '<p>右侧附件区囊实性占位，考虑卵巢恶性肿瘤可能，盆腔淋巴结肿大。</p>', recommendation: '建议结合肿瘤标志物及病理检查。', icd: ['C56.x'],
    }],
  },
  // ---------------------------------------------------------------- MR
  {
    key: 'mr-pelvis', modality: 'MR', bodyPart: '盆腔', examItem: '盆腔MR平扫+增强', checkMethod: '平扫+增强（含 DWI）', device: 'MR-1 MAGNETOM Amira 1.5T',
    weight: 10, patient: 'woman', depts: ['妇科门诊', '妇科病区', '生殖医学中心'], clinical: ['子宫肌瘤', '痛经', '异常子宫出血', '宫颈病变'], purpose: '明确子宫及附件病变',
    normal: [{
      findings: '<p>子宫前倾前屈位，大小正常，子宫结合带完整，宽约 {5-8} mm，内膜厚约 {6-10} mm。宫颈形态信号未见异常。双侧卵巢可见，内见数个小卵泡。</p><p>盆腔内未见肿大淋巴结，未见积液。</p>',
      impression: '<p>盆腔MR平扫+增强未见明显异常。</p>', icd: [],
    }],
    abnormal: [
      {
        findings: '<p>子宫增大，后壁结合带弥漫性增厚，最厚处约 {16-22} mm，内见多发点状 T2WI 高信号；子宫前壁肌层见一类圆形 T2WI 低信号结节，大小约 {25-40} mm × {22-35} mm，边界清楚，增强后强化程度与肌层相仿。</p>',
        impression: '<p>1. 子宫腺肌病；</p><p>2. 子宫前壁肌壁间肌瘤。</p>', icd: ['N80.0', 'D25.1'],
      },
      {
        findings: '<p>宫颈前唇见一不规则肿块，大小约 {28-36} mm × {22-30} mm，T2WI 呈稍高信号，DWI 明显高信号，ADC 值减低，增强后不均匀强化；宫旁脂肪间隙尚清，阴道上段受累。</p>',
        impression: '<p>宫颈占位，考虑宫颈癌（FIGO ⅡA 期可能）。</p>', recommendation: '建议宫颈活检病理确诊。', icd: ['C53.9'],
      },
    ],
  },
  {
    key: 'mr-fetal', modality: 'MR', bodyPart: '胎儿', bodyPartSmall: '胎儿颅脑', examItem: '胎儿颅脑MR平扫', checkMethod: '平扫（SSFSE，无对比剂）',
    device: 'MR-1 MAGNETOM Amira 1.5T', weight: 4, patient: 'pregnant', depts: ['产科门诊'], clinical: ['超声提示胎儿侧脑室增宽', '胎儿颅脑结构筛查'], purpose: '评估胎儿颅脑发育',
    normal: [{
      findings: '<p>宫内单胎，头位。胎儿脑实质信号未见异常，脑沟回发育与孕周相符。双侧侧脑室不宽，透明隔腔可见，胼胝体显示完整，小脑蚓部发育良好。</p>',
      impression: '<p>胎儿颅脑MR平扫未见明显异常。</p>', icd: [],
    }],
    abnormal: [{
      findings: '<p>宫内单胎，头位。胎儿左侧侧脑室三角区宽约 {11-13} mm，右侧宽约 8 mm，脑实质信号未见异常，胼胝体完整，小脑蚓部可见。</p>',
      impression: '<p>胎儿左侧侧脑室轻度增宽。</p>', recommendation: '建议产前诊断咨询，2~4 周后复查。', icd: ['O35.0'],
    }],
  },
  {
    key: 'mr-breast', modality: 'MR', bodyPart: '乳腺', examItem: '双侧乳腺MR增强', checkMethod: '平扫+动态增强', device: 'MR-1 MAGNETOM Amira 1.5T',
    weight: 3, patient: 'woman', depts: ['乳腺科'], clinical: ['乳腺肿物', '乳腺癌术前评估'], purpose: '评估乳腺病变',
    normal: [{
      findings: '<p>双侧乳腺呈不均匀纤维腺体型，背景实质轻度强化。双乳未见明确异常强化肿块及非肿块样强化。双侧腋窝未见肿大淋巴结。</p>',
      impression: '<p>双侧乳腺MR未见明显异常（BI-RADS 1 类）。</p>', icd: [],
    }],
    abnormal: [{
      findings: '<p>左乳外上象限见一不规则肿块，大小约 {18-26} mm × {15-22} mm，边缘毛刺，增强早期明显强化，时间-信号曲线呈流出型，DWI 高信号。左侧腋窝见一肿大淋巴结，短径约 11 mm。</p>',
      impression: '<p>左乳外上象限肿块，BI-RADS 5 类；左侧腋窝淋巴结肿大。</p>', recommendation: '建议穿刺活检。', icd: ['C50.9'],
    }],
  },
  // ---------------------------------------------------------------- DR
  {
    key: 'dr-chest', modality: 'DR', bodyPart: '胸部', examItem: '胸部正位片', checkMethod: '后前位', device: 'DR-1 Ysio Max',
    weight: 12, patient: 'woman', depts: ['体检中心', '妇科门诊', '急诊科', '产科二病区'], clinical: ['术前检查', '体检', '咳嗽', '胸痛'], purpose: '了解心肺情况',
    normal: [{
      findings: '<p>双肺纹理清晰，肺野内未见实质性病变。双肺门影不大。心影大小、形态正常。双侧膈面光整，肋膈角锐利。</p>',
      impression: '<p>心、肺、膈未见明显异常。</p>', icd: [],
    }],
    abnormal: [{
      findings: '<p>右下肺野见斑片状模糊影，边界不清；右侧肋膈角变钝。心影不大。</p>',
      impression: '<p>右下肺炎症，右侧少量胸腔积液。</p>', recommendation: '治疗后复查。', icd: ['J18.9', 'J90.x'],
    }],
    critical: [{
      findings: '<p>左侧胸腔见大片无肺纹理透亮区，左肺压缩约 {70-85}%，纵隔向右侧移位；右肺纹理清晰。</p>',
      impression: '<p>左侧大量气胸，左肺压缩约 80%，纵隔右移（危急值）。</p>', recommendation: '已电话通知临床，请立即处理。',
      icd: ['J93.9'], critical: '左侧大量气胸伴纵隔移位',
    }],
  },
  {
    key: 'dr-neonate', modality: 'DR', bodyPart: '胸腹部', examItem: '新生儿胸腹联合片', checkMethod: '床旁仰卧前后位', device: 'DR-2 Mobilett Elara Max',
    weight: 6, patient: 'newborn', depts: ['新生儿科'], clinical: ['新生儿呼吸困难', '早产儿', '腹胀'], purpose: '了解心肺及肠道情况',
    normal: [{
      findings: '<p>双肺透亮度可，肺纹理清晰。心影不大。腹部肠管充气分布均匀，未见明显扩张及液平，未见肠壁积气。</p>',
      impression: '<p>新生儿胸腹联合片未见明显异常。</p>', icd: [],
    }],
    abnormal: [
      {
        findings: '<p>双肺透亮度普遍减低，见弥漫细颗粒状及网状影，可见支气管充气征，心缘及膈面模糊。</p>',
        impression: '<p>新生儿呼吸窘迫综合征（Ⅲ级）。</p>', icd: ['P22.0'],
      },
      {
        findings: '<p>腹部肠管充气不均，右下腹部分肠管扩张，肠壁见线状及小泡状积气影，未见膈下游离气体。</p>',
        impression: '<p>右下腹肠壁积气，考虑新生儿坏死性小肠结肠炎。</p>', recommendation: '建议 6~8 小时后复查。', icd: ['P77.x'],
      },
    ],
  },
  {
    key: 'dr-hip', modality: 'DR', bodyPart: '骨盆', bodyPartSmall: '双髋关节', examItem: '双髋关节正位片', checkMethod: '前后位', device: 'DR-1 Ysio Max',
    weight: 3, patient: 'child', depts: ['儿科门诊'], clinical: ['双下肢皮纹不对称', '髋关节发育不良筛查'], purpose: '评估髋关节发育',
    normal: [{
      findings: '<p>双侧髋臼发育可，髋臼指数左侧约 {20-24}°、右侧约 {20-24}°，双侧股骨头骨骺位于 Perkin 方格内下象限，Shenton 线连续。</p>',
      impression: '<p>双髋关节未见明显异常。</p>', icd: [],
    }],
    abnormal: [{
      findings: '<p>左侧髋臼变浅，髋臼指数约 {32-36}°，左侧股骨头骨骺较右侧小，位于 Perkin 方格外下象限，Shenton 线不连续。</p>',
      impression: '<p>左侧发育性髋关节发育不良（半脱位）。</p>', icd: ['Q65.8'],
    }],
  },
  // ---------------------------------------------------------------- MG
  {
    key: 'mg-breast', modality: 'MG', bodyPart: '乳腺', examItem: '双侧乳腺X线摄影', checkMethod: 'CC 位 + MLO 位', device: 'MG-1 Mammomat Revelation',
    weight: 8, patient: 'woman', depts: ['乳腺科', '体检中心'], clinical: ['乳腺癌筛查', '乳腺肿物', '乳房疼痛'], purpose: '乳腺筛查',
    normal: [{
      findings: '<p>双侧乳腺呈不均匀致密型（c 型）。双乳未见明确肿块、结构扭曲及可疑钙化。双侧皮肤、乳头未见异常。双侧腋下见小淋巴结，形态正常。</p>',
      impression: '<p>双侧乳腺未见明显异常（BI-RADS 1 类）。</p>', icd: [],
    }],
    abnormal: [
      {
        findings: '<p>双侧乳腺呈散在纤维腺体型（b 型）。右乳外上象限见散在粗大钙化及一枚边界清楚的等密度结节，大小约 {8-12} mm。</p>',
        impression: '<p>右乳良性钙化及结节（BI-RADS 2 类）。</p>', icd: ['N60.1'],
      },
      {
        findings: '<p>左乳外上象限见一簇细小多形性钙化，呈段样分布，范围约 {15-22} mm，局部结构稍扭曲。左侧腋下未见肿大淋巴结。</p>',
        impression: '<p>左乳外上象限可疑钙化（BI-RADS 4B 类）。</p>', recommendation: '建议活检。', icd: ['N63.x'],
      },
    ],
  },
  // ---------------------------------------------------------------- US
  {
    key: 'us-ob-early', modality: 'US', bodyPart: '产科', bodyPartSmall: '早孕', examItem: '早孕超声检查', checkMethod: '经腹+经阴道', device: 'US-3 Voluson E10',
    weight: 12, patient: 'pregnant', depts: ['产科门诊', '计划生育科', '生殖医学中心'], clinical: ['停经待查', '早孕', '阴道少量流血'], purpose: '确定宫内妊娠及胚胎情况',
    obstetric: 'early', normal: [], abnormal: [],
    critical: [{
      findings: '<p>子宫稍大，宫腔内未见孕囊回声，内膜厚约 14 mm。左侧附件区见一混合回声包块，大小约 {38-46} mm × {30-36} mm，内见类孕囊样回声。盆腹腔见大量液性暗区，最深约 {62-75} mm，透声差，肝肾间隙亦见积液。</p>',
      impression: '<p>1. 左侧附件区混合性包块，考虑异位妊娠破裂；</p><p>2. 盆腹腔大量积液（腹腔内出血可能）（危急值）。</p>',
      recommendation: '已电话通知临床，请立即处理。', icd: ['O00.1'], critical: '异位妊娠破裂伴腹腔内出血',
    }],
  },
  {
    key: 'us-ob-nt', modality: 'US', bodyPart: '产科', bodyPartSmall: 'NT', examItem: '胎儿颈项透明层（NT）超声检查', checkMethod: '经腹', device: 'US-3 Voluson E10',
    weight: 10, patient: 'pregnant', depts: ['产科门诊'], clinical: ['孕 11~13+6 周', '产前筛查'], purpose: 'NT 测量及早孕期结构筛查', obstetric: 'nt', normal: [], abnormal: [],
  },
  {
    key: 'us-ob-mid', modality: 'US', bodyPart: '产科', bodyPartSmall: '中孕系统', examItem: '中孕期胎儿系统超声检查（Ⅲ级）', checkMethod: '经腹', device: 'US-3 Voluson E10',
    weight: 16, patient: 'pregnant', depts: ['产科门诊'], clinical: ['孕 20~24 周', '胎儿结构筛查'], purpose: '胎儿系统结构筛查', obstetric: 'mid', normal: [], abnormal: [],
  },
  {
    key: 'us-ob-late', modality: 'US', bodyPart: '产科', bodyPartSmall: '晚孕', examItem: '晚孕期产科超声检查（Ⅰ级）', checkMethod: '经腹', device: 'US-2 Voluson E8',
    weight: 24, patient: 'pregnant', depts: ['产科门诊', '产科一病区', '产科二病区', '急诊科'], clinical: ['晚孕', '妊娠期糖尿病', '妊娠期高血压', '胎动减少', '腹痛'],
    purpose: '了解胎儿生长及羊水、胎盘情况', obstetric: 'late', normal: [], abnormal: [],
    critical: [
      {
        findings: '<p>宫内单活胎，头位。胎盘位于子宫后壁，厚约 {55-60} mm，胎盘与子宫壁之间见范围约 {60-70} mm × {28-34} mm 的不均质低回声区，CDFI 未见血流信号；胎心率约 {100-108} 次/分，律齐。羊水指数 {9-12} cm。</p>',
        impression: '<p>1. 晚孕，单活胎，头位；</p><p>2. 胎盘后方不均质回声，考虑胎盘早剥（危急值）；</p><p>3. 胎心率减慢。</p>',
        recommendation: '已电话通知临床，请立即处理。', icd: ['O45.9', 'O68.0'], critical: '胎盘早剥伴胎心率减慢',
      },
      {
        findings: '<p>宫内单活胎，头位。羊水指数约 {3-4.9.1} cm，最大羊水池深约 1.8 cm；胎心率约 {168-176} 次/分，律齐。脐动脉 S/D 约 4.2，舒张期血流减少。</p>',
        impression: '<p>1. 晚孕，单活胎；</p><p>2. 羊水过少；</p><p>3. 胎心率增快（&gt;160 次/分）（危急值）。</p>',
        recommendation: '已电话通知临床。', icd: ['O41.0', 'O68.0'], critical: '晚孕羊水过少伴胎心率 >160 次/分',
      },
      {
        findings: '<p>宫内单活胎，臀位。胎盘附着于子宫后壁下段，完全覆盖宫颈内口；宫颈内口上方见范围约 {36-44} mm × {18-24} mm 的低回声区，CDFI 可见宫颈内口处活动性出血征象。胎心率约 148 次/分。</p>',
        impression: '<p>1. 晚孕，单活胎，臀位；</p><p>2. 中央性前置胎盘伴活动性出血（危急值）。</p>',
        recommendation: '已电话通知临床。', icd: ['O44.1', 'O32.1'], critical: '中央性前置胎盘伴活动性出血',
      },
    ],
  },
  {
    key: 'us-gyn', modality: 'US', bodyPart: '妇科', bodyPartSmall: '子宫附件', examItem: '经阴道子宫附件超声检查', checkMethod: '经阴道', device: 'US-1 LOGIQ E10',
    weight: 18, patient: 'woman', depts: ['妇科门诊', '生殖医学中心', '体检中心', '妇科病区'], clinical: ['月经不规律', '不孕症', '下腹痛', '体检'], purpose: '了解子宫附件情况',
    normal: [{
      findings: '<p>子宫前位，大小约 {44-52} mm × {38-44} mm × {40-48} mm，形态规则，肌层回声均匀，内膜厚约 {6-10} mm，宫腔线居中。</p><p>左卵巢大小约 {28-34} mm × {18-22} mm，右卵巢大小约 {28-34} mm × {18-22} mm，内见数个卵泡回声。盆腔未见明显积液。</p>',
      impression: '<p>子宫、双侧附件未见明显异常。</p>', icd: [],
    }],
    abnormal: [
      {
        findings: '<p>子宫增大，形态不规则，前壁肌层见一低回声结节，大小约 {24-38} mm × {20-32} mm，边界清，CDFI 周边见环状血流；后壁浆膜下见一低回声结节，大小约 {12-18} mm。内膜厚约 8 mm。双侧附件未见异常。</p>',
        impression: '<p>子宫多发肌瘤（肌壁间及浆膜下）。</p>', icd: ['D25.1', 'D25.2'],
      },
      {
        findings: '<p>子宫大小正常。右卵巢内见一无回声区，大小约 {38-52} mm × {30-42} mm，壁薄光滑，内透声好，后方回声增强，CDFI 未见血流信号。左卵巢未见异常。</p>',
        impression: '<p>右卵巢囊肿（考虑生理性可能，建议月经干净后复查）。</p>', icd: ['N83.2'],
      },
      {
        findings: '<p>子宫大小正常，内膜厚约 {11-14} mm，宫腔内见一稍高回声团，大小约 {8-13} mm × {5-8} mm，CDFI 可见一条滋养血管。双侧附件未见异常。</p>',
        impression: '<p>宫腔内稍高回声团，考虑子宫内膜息肉。</p>', recommendation: '建议宫腔镜检查。', icd: ['N84.0'],
      },
      {
        findings: '<p>双侧卵巢体积增大，左卵巢约 {40-46} mm × 28 mm，右卵巢约 {40-46} mm × 30 mm，每侧卵巢内可见 12 个以上直径 2~9 mm 的卵泡，呈项链样排列，间质回声增强。</p>',
        impression: '<p>双侧卵巢多囊样改变。</p>', recommendation: '请结合内分泌检查。', icd: ['E28.2'],
      },
    ],
  },
  {
    key: 'us-breast', modality: 'US', bodyPart: '乳腺', examItem: '双侧乳腺及腋窝淋巴结超声检查', checkMethod: '高频线阵', device: 'US-1 LOGIQ E10',
    weight: 10, patient: 'woman', depts: ['乳腺科', '体检中心', '产科门诊'], clinical: ['乳房胀痛', '乳腺肿物', '体检'], purpose: '乳腺筛查',
    normal: [{
      findings: '<p>双侧乳腺腺体层厚度正常，结构清晰，回声分布均匀，未见明确占位性病变。CDFI 未见异常血流。双侧腋窝未见肿大淋巴结。</p>',
      impression: '<p>双侧乳腺未见明显异常（BI-RADS 1 类）。</p>', icd: [],
    }],
    abnormal: [
      {
        findings: '<p>双侧乳腺腺体层增厚，结构紊乱，回声不均匀，呈"豹纹样"改变，内见多个小无回声区，较大者约 {4-7} mm，边界清。</p>',
        impression: '<p>双侧乳腺增生伴小囊肿（BI-RADS 2 类）。</p>', icd: ['N60.1'],
      },
      {
        findings: '<p>左乳 2 点钟距乳头约 30 mm 处见一低回声结节，大小约 {12-18} mm × {8-11} mm，形态椭圆，边界清，平行位生长，内部回声均匀，CDFI 周边见少许血流信号。</p>',
        impression: '<p>左乳实性结节，考虑纤维腺瘤（BI-RADS 3 类）。</p>', recommendation: '建议 6 个月复查。', icd: ['D24.x'],
      },
    ],
  },
  {
    key: 'us-thyroid', modality: 'US', bodyPart: '甲状腺', examItem: '甲状腺及颈部淋巴结超声检查', checkMethod: '高频线阵', device: 'US-1 LOGIQ E10',
    weight: 6, patient: 'woman', depts: ['产科门诊', '体检中心'], clinical: ['妊娠合并甲状腺功能减退', '体检'], purpose: '了解甲状腺情况',
    normal: [{
      findings: '<p>甲状腺左右叶及峡部大小正常，包膜光整，实质回声均匀，未见明确结节。CDFI 血流信号未见异常。双侧颈部未见肿大淋巴结。</p>',
      impression: '<p>甲状腺未见明显异常。</p>', icd: [],
    }],
    abnormal: [{
      findings: '<p>甲状腺右叶中部见一囊实性结节，大小约 {8-14} mm × {6-10} mm，边界清，形态规则，以实性为主，未见微钙化，CDFI 周边见血流信号。</p>',
      impression: '<p>甲状腺右叶囊实性结节（C-TIRADS 3 类）。</p>', recommendation: '建议定期复查。', icd: ['E04.1'],
    }],
  },
  {
    key: 'us-neonate-head', modality: 'US', bodyPart: '头颅', bodyPartSmall: '新生儿颅脑', examItem: '新生儿颅脑超声检查', checkMethod: '经前囟', device: 'US-4 EPIQ 7',
    weight: 5, patient: 'newborn', depts: ['新生儿科'], clinical: ['早产儿', '新生儿窒息'], purpose: '筛查颅内出血',
    normal: [{
      findings: '<p>经前囟扫查：脑中线居中，双侧侧脑室未见扩张，脉络丛回声均匀，室管膜下未见异常回声，脑实质回声未见异常。</p>',
      impression: '<p>新生儿颅脑超声未见明显异常。</p>', icd: [],
    }],
    abnormal: [{
      findings: '<p>经前囟扫查：左侧室管膜下见一强回声团，大小约 {6-9} mm × {4-6} mm，左侧侧脑室内见少量强回声，侧脑室未见扩张。</p>',
      impression: '<p>左侧室管膜下-脑室内出血（Ⅱ级）。</p>', recommendation: '建议 1 周后复查。', icd: ['P52.1'],
    }],
  },
  {
    key: 'us-abdomen', modality: 'US', bodyPart: '腹部', bodyPartSmall: '肝胆胰脾', examItem: '肝胆胰脾超声检查', checkMethod: '经腹', device: 'US-1 LOGIQ E10',
    weight: 5, patient: 'woman', depts: ['体检中心', '产科一病区', '妇科门诊'], clinical: ['体检', '妊娠期肝内胆汁淤积症', '右上腹痛'], purpose: '了解肝胆胰脾情况',
    normal: [{
      findings: '<p>肝脏大小正常，包膜光整，实质回声均匀。胆囊大小正常，壁光滑，腔内未见异常回声。胰腺、脾脏大小形态正常，回声均匀。</p>',
      impression: '<p>肝、胆、胰、脾未见明显异常。</p>', icd: [],
    }],
    abnormal: [{
      findings: '<p>肝脏大小正常，实质回声增强，后方回声衰减。胆囊大小约 {68-78} mm × 28 mm，腔内见数个强回声团，较大者约 {9-14} mm，后伴声影，随体位移动。</p>',
      impression: '<p>1. 脂肪肝（轻度）；</p><p>2. 胆囊多发结石。</p>', icd: ['K76.0', 'K80.2'],
    }],
  },
  // ---------------------------------------------------------------- ECG
  {
    key: 'ecg', modality: 'ECG', bodyPart: '心脏', examItem: '常规十二导联心电图', checkMethod: '静息十二导联', device: 'ECG-1 MAC 2000',
    weight: 40, patient: 'woman', depts: ['产科门诊', '产科一病区', '体检中心', '妇科病区', '急诊科'], clinical: ['术前检查', '妊娠合并心脏病', '心悸', '体检'], purpose: '心电图检查',
    normal: [{
      findings: '<p>窦性心律，心率 {68-88} 次/分。P 波时限 0.10 s，PR 间期 {0.13-0.17.1} s，QRS 时限 0.08 s，QT/QTc 0.36/0.41 s，电轴 +{45-70}°。各导联 ST-T 未见明显异常。</p>',
      impression: '<p>窦性心律；正常心电图。</p>', icd: [],
    }],
    abnormal: [
      {
        findings: '<p>窦性心律，心率 {105-118} 次/分。PR 间期 0.13 s，QRS 时限 0.08 s，QT/QTc 0.31/0.43 s，电轴 +60°。ST-T 未见明显异常。</p>',
        impression: '<p>窦性心动过速。</p>', icd: ['R00.0'],
      },
      {
        findings: '<p>窦性心律，心率 82 次/分。可见提前出现的宽大畸形 QRS 波，时限 0.14 s，其前无相关 P 波，代偿间歇完全，共 {4-9} 次/分钟。</p>',
        impression: '<p>1. 窦性心律；</p><p>2. 频发室性期前收缩。</p>', icd: ['I49.3'],
      },
      {
        findings: '<p>窦性心律，心率 72 次/分。PR 间期 {0.22-0.26.1} s，QRS 时限 0.09 s，QT/QTc 0.38/0.42 s。</p>',
        impression: '<p>1. 窦性心律；</p><p>2. 一度房室传导阻滞。</p>', icd: ['I44.0'],
      },
    ],
    critical: [
      {
        findings: '<p>宽 QRS 心动过速，心室率约 {165-182} 次/分，QRS 时限 0.16 s，可见房室分离，持续时间 &gt;30 s。</p>',
        impression: '<p>持续性室性心动过速（危急值）。</p>', recommendation: '已电话通知临床，请立即处理。', icd: ['I47.2'], critical: '持续性室性心动过速',
      },
      {
        findings: '<p>P 波与 QRS 波群无固定关系，心房率 88 次/分，心室率约 {34-38} 次/分，QRS 时限 0.12 s。</p>',
        impression: '<p>三度房室传导阻滞，心室率 &lt;40 次/分（危急值）。</p>', recommendation: '已电话通知临床。', icd: ['I44.2'], critical: '三度房室传导阻滞伴心室率 <40 次/分',
      },
    ],
  },
  // ---------------------------------------------------------------- ES
  {
    key: 'es-hysteroscopy', modality: 'ES', bodyPart: '宫腔', examItem: '宫腔镜检查', checkMethod: '膨宫液：生理盐水', device: 'ES-1 宫腔镜系统 OTV-S200',
    weight: 14, patient: 'woman', depts: ['妇科门诊', '生殖医学中心', '妇科病区'], clinical: ['异常子宫出血', '不孕症', '宫腔占位'], purpose: '宫腔镜检查',
    normal: [{
      findings: '<p>宫颈管形态正常，黏膜光滑。宫腔形态正常，双侧输卵管开口清晰可见，子宫内膜厚薄均匀，色泽淡红，未见占位病变及粘连。</p>',
      impression: '<p>宫腔镜检查未见明显异常。</p>', icd: [],
    }],
    abnormal: [
      {
        findings: '<p>宫腔形态正常，后壁见一息肉样赘生物，大小约 {8-15} mm × {5-9} mm，表面光滑，有蒂，血管走行规则；双侧输卵管开口可见。</p>',
        impression: '<p>子宫内膜息肉（已摘除送病理）。</p>', icd: ['N84.0'],
      },
      {
        findings: '<p>宫腔左侧壁见一半球形突起，大小约 {15-22} mm，表面覆盖内膜，可见粗大血管；宫腔形态轻度失常。</p>',
        impression: '<p>子宫黏膜下肌瘤（0 型）。</p>', recommendation: '建议择期宫腔镜下电切。', icd: ['D25.0'],
      },
      {
        findings: '<p>宫腔下段前后壁见膜状粘连带，宫腔容积缩小约 1/3，右侧输卵管开口未见，左侧可见。</p>',
        impression: '<p>宫腔粘连（中度）。</p>', icd: ['N85.6'],
      },
    ],
  },
  {
    key: 'es-colposcopy', modality: 'ES', bodyPart: '宫颈', examItem: '电子阴道镜检查', checkMethod: '醋酸试验 + 碘试验', device: 'ES-2 电子阴道镜 SLC-2000',
    weight: 10, patient: 'woman', depts: ['妇科门诊', '体检中心'], clinical: ['TCT 异常', 'HPV16 阳性', '接触性出血'], purpose: '宫颈病变筛查',
    normal: [{
      findings: '<p>宫颈光滑，转化区 Ⅰ 型，鳞柱交界完全可见。醋酸试验阴性，碘试验均匀着色。</p>',
      impression: '<p>阴道镜检查未见明显异常。</p>', icd: [],
    }],
    abnormal: [{
      findings: '<p>宫颈转化区 Ⅱ 型，醋酸试验后 3~9 点见致密醋白上皮，边界清楚，可见粗大点状血管及镶嵌；碘试验不着色。于 3、6、9 点取活检送病理。</p>',
      impression: '<p>宫颈高级别病变可能（CIN Ⅱ 及以上待病理）。</p>', icd: ['N87.1'],
    }],
  },
  {
    key: 'es-gastroscopy', modality: 'ES', bodyPart: '胃', examItem: '无痛电子胃镜检查', checkMethod: '静脉麻醉', device: 'ES-3 电子胃肠镜 EVIS X1',
    weight: 4, patient: 'woman', depts: ['体检中心', '妇科门诊'], clinical: ['上腹痛', '反酸', '体检'], purpose: '胃镜检查',
    normal: [{
      findings: '<p>食管黏膜光滑，齿状线清晰。贲门开闭良好。胃底、胃体黏膜光滑，胃角弧度存在，胃窦黏膜红白相间、以红为主，幽门圆，开闭好。十二指肠球部及降部未见异常。</p>',
      impression: '<p>慢性非萎缩性胃炎。</p>', icd: ['K29.7'],
    }],
    abnormal: [{
      findings: '<p>胃窦小弯侧见一溃疡，大小约 {6-10} mm，底覆白苔，周边黏膜充血水肿。取活检 2 块送病理。</p>',
      impression: '<p>胃窦溃疡（A1 期）。</p>', icd: ['K25.9'],
    }],
  },
  // ---------------------------------------------------------------- PIS
  {
    key: 'pis-cervix', modality: 'PIS', bodyPart: '宫颈', examItem: '宫颈活检病理检查', checkMethod: '常规 HE 染色', device: 'PIS-1 病理工作站',
    weight: 12, patient: 'woman', depts: ['妇科门诊', '妇科病区'], clinical: ['宫颈高级别病变待排', 'HPV 阳性'], purpose: '明确宫颈病变性质',
    normal: [{
      findings: '<p>肉眼所见：灰白色碎组织 3 块，大小 0.2~0.3 cm。</p><p>镜下所见：宫颈鳞状上皮及黏膜组织，间质见淋巴细胞浸润，部分腺体潴留扩张。</p>',
      impression: '<p>（宫颈 3、6、9 点）慢性宫颈炎伴纳氏囊肿。</p>', icd: ['N88.8'],
    }],
    abnormal: [
      {
        findings: '<p>肉眼所见：灰白色碎组织 3 块，大小 0.2~0.4 cm。</p><p>镜下所见：鳞状上皮异型增生累及上皮下 2/3，核分裂象增多。免疫组化：p16（弥漫块状+），Ki-67（约 {40-60}%+）。</p>',
        impression: '<p>（宫颈 3、6 点）高级别鳞状上皮内病变（HSIL / CIN Ⅱ）。</p>', icd: ['N87.1'],
      },
      {
        findings: '<p>肉眼所见：灰白色组织 2 块，大小 0.3~0.5 cm。</p><p>镜下所见：异型鳞状细胞呈巢状浸润间质，可见角化珠。</p>',
        impression: '<p>（宫颈）鳞状细胞癌（角化型），浸润深度待全切标本评估。</p>', icd: ['C53.9'],
      },
    ],
  },
  {
    key: 'pis-endometrium', modality: 'PIS', bodyPart: '子宫', bodyPartSmall: '子宫内膜', examItem: '子宫内膜病理检查', checkMethod: '常规 HE 染色', device: 'PIS-1 病理工作站',
    weight: 10, patient: 'woman', depts: ['妇科病区', '妇科门诊'], clinical: ['异常子宫出血', '子宫内膜息肉'], purpose: '明确内膜病变',
    normal: [{
      findings: '<p>肉眼所见：暗红色碎组织一堆，总体积约 1.2 cm × 1.0 cm × 0.3 cm。</p><p>镜下所见：子宫内膜腺体呈增殖期改变，间质细胞丰富。</p>',
      impression: '<p>（宫腔刮出物）增殖期子宫内膜。</p>', icd: [],
    }],
    abnormal: [
      {
        findings: '<p>肉眼所见：灰红色息肉样组织 1 枚，大小 {1.0-1.8.1} cm × 0.6 cm × 0.4 cm。</p><p>镜下所见：息肉状内膜组织，腺体分布不均，间质纤维化，可见厚壁血管。</p>',
        impression: '<p>（宫腔）子宫内膜息肉。</p>', icd: ['N84.0'],
      },
      {
        findings: '<p>肉眼所见：灰红色碎组织一堆。</p><p>镜下所见：腺体拥挤，腺/间比例增加，腺上皮细胞核增大、变圆，核仁可见。</p>',
        impression: '<p>（宫腔刮出物）子宫内膜不典型增生。</p>', recommendation: '建议临床进一步处理。', icd: ['N85.0'],
      },
    ],
  },
  {
    key: 'pis-breast', modality: 'PIS', bodyPart: '乳腺', examItem: '乳腺穿刺组织病理检查', checkMethod: '常规 HE + 免疫组化', device: 'PIS-1 病理工作站',
    weight: 5, patient: 'woman', depts: ['乳腺科'], clinical: ['乳腺肿物 BI-RADS 4 类'], purpose: '明确乳腺肿物性质',
    normal: [{
      findings: '<p>肉眼所见：灰白条索状组织 3 条，长 1.0~1.5 cm。</p><p>镜下所见：乳腺导管及小叶增生，间质纤维组织增生，部分导管上皮增生。</p>',
      impression: '<p>（左乳肿物穿刺）乳腺腺病伴纤维腺瘤形成。</p>', icd: ['D24.x'],
    }],
    abnormal: [{
      findings: '<p>肉眼所见：灰白条索状组织 4 条，长 1.2~1.6 cm。</p><p>镜下所见：异型细胞呈条索状、巢状浸润性生长。免疫组化：ER（90%+），PR（60%+），HER2（1+），Ki-67（约 {20-35}%+）。</p>',
      impression: '<p>（左乳肿物穿刺）浸润性导管癌，Ⅱ 级。</p>', icd: ['C50.9'],
    }],
  },
  {
    key: 'pis-placenta', modality: 'PIS', bodyPart: '胎盘', examItem: '胎盘病理检查', checkMethod: '常规 HE 染色', device: 'PIS-1 病理工作站',
    weight: 4, patient: 'woman', depts: ['产科一病区', '产科二病区'], clinical: ['胎儿生长受限', '胎盘早剥', '早产'], purpose: '胎盘病理评估',
    normal: [{
      findings: '<p>肉眼所见：胎盘一个，大小 {17-20} cm × 16 cm × 2.5 cm，重约 {480-560} g，脐带附着于偏中央，长约 45 cm。</p><p>镜下所见：绒毛发育与孕周相符，未见明显梗死及炎症。</p>',
      impression: '<p>（胎盘）足月胎盘，未见明显异常。</p>', icd: [],
    }],
    abnormal: [{
      findings: '<p>肉眼所见：胎盘一个，母体面见陈旧性凝血块附着，范围约 5 cm × 4 cm。</p><p>镜下所见：胎膜及绒毛膜板见中性粒细胞浸润；局部绒毛梗死。</p>',
      impression: '<p>（胎盘）急性绒毛膜羊膜炎（Ⅱ 期）；胎盘后血肿伴局部梗死。</p>', icd: ['O45.9'],
    }],
  },
]

/**
 * Fills `{a-b}` (whole number) and `{a-b.1}` (one decimal) placeholders with values from `rand`.
 *
 * @example
 * fillTemplate('约 {6-9} mm', () => 0.5) // '约 8 mm'
 */
export function fillTemplate(text: string, rand: () => number): string {
  return text.replace(/\{(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)(\.1)?\}/g, (_m, lo: string, hi: string, dec: string | undefined) => {
    const a = Number(lo)
    const b = Number(hi)
    const places = (t: string): number => (t.includes('.') ? t.length - t.indexOf('.') - 1 : 0)
    if (dec) return (a + rand() * (b - a)).toFixed(Math.max(1, places(lo), places(hi)))
    return String(Math.floor(a + rand() * (b - a + 1)))
  })
}
