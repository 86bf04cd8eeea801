import type { ExamDto } from '../../../../../core/contract/exam'
import type { TemplateNode } from '../../../../../core/contract/template'
import { fillPickLists } from '../../../../../ui/report/templates/pickList'

/** The report text a physical-exam batch starts an exam with: the texts of one template, pick-lists filled. */
export interface PeTemplateChoice {
  templateId: number
  name: string
  findings: string
  impression: string
  recommendation: string
}

/** What a template's impression says of a normal exam (未见明显异常, 阴性, 正常…). */
const NORMAL = /未见明显异常|未见异常|未见明确异常|阴性|正常/
/** What a normal report does not say. */
const ABNORMAL = /可疑|考虑|结节（|病变|结石|危急值|肿块|积液|增大/

/**
 * The normal template of an exam item among the ultrasound templates: a template (not a folder) written for the
 * exam's body part (or whose name names it), whose impression reads as normal. Ties go to the public tree before the
 * department's and the personal ones, then to the tree's order. Null when none fits: the physician chooses one.
 *
 * @example
 * normalTemplateFor(nodes, exam)?.name // '甲状腺 C-TIRADS 1 类（无结节）'
 */
export function normalTemplateFor(nodes: readonly TemplateNode[], exam: Pick<ExamDto, 'bodyPart' | 'examItem'>): TemplateNode | null {
  const scopeRank = { public: 0, dept: 1, personal: 2 } as const
  let best: { node: TemplateNode; score: number } | null = null
  for (const node of nodes) {
    if (node.kind !== 'template' || (node.modality !== null && node.modality !== 'US')) continue
    const forPart = node.bodyPart === exam.bodyPart || (exam.bodyPart !== '' && node.name.includes(exam.bodyPart))
    if (!forPart || !NORMAL.test(node.impression) || ABNORMAL.test(node.impression)) continue
    const score = (node.bodyPart === exam.bodyPart ? 4 : 0) + (NORMAL.test(node.name) ? 2 : 0) + (exam.examItem.includes(node.name) ? 1 : 0)
    if (!best || score > best.score || (score === best.score && better(node, best.node))) best = { node, score }
  }
  return best?.node ?? null

  function better(a: TemplateNode, b: TemplateNode): boolean {
    if (a.scope !== b.scope) return scopeRank[a.scope] < scopeRank[b.scope]
    return a.sort - b.sort < 0 || (a.sort === b.sort && a.id < b.id)
  }
}

/**
 * The batch's text of a template: its texts with every pick-list at its first (default) option.
 *
 * @example
 * choiceOf(node).findings // '甲状腺左右叶及峡部大小正常…'
 */
export function choiceOf(node: TemplateNode): PeTemplateChoice {
  return {
    templateId: node.id,
    name: node.name,
    findings: fillPickLists(node.findings),
    impression: fillPickLists(node.impression),
    recommendation: fillPickLists(node.recommendation),
  }
}

/** A blank left in a template to fill (`__`, a measurement). */
export const BLANK = '__'

/**
 * Where the first blank (`__`) of the report's texts is, in the order findings, impression, recommendation; null when
 * none is left.
 *
 * @example
 * firstBlank({ findings: '门静脉内径约 __ mm', impression: '', recommendation: '' }) // { field: 'findings', start: 7 }
 */
export function firstBlank(text: { findings: string; impression: string; recommendation: string }): { field: 'findings' | 'impression' | 'recommendation'; start: number } | null {
  for (const field of ['findings', 'impression', 'recommendation'] as const) {
    const start = text[field].indexOf(BLANK)
    if (start >= 0) return { field, start }
  }
  return null
}
