import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  makeStyles,
  Select,
  Subtitle2,
  tokens,
} from '@fluentui/react-components'
import { useMemo, useState, type FormEvent } from 'react'
import { useReturnFocus } from '../../a11y/useReturnFocus'
import { useMessages } from '../../i18n/useMessages'
import { useT } from '../../i18n/useT'
import { templateMessages } from './messages'
import { fillPickLists, parsePickLists, type PickListSegment } from './pickList'

const useStyles = makeStyles({
  surface: { maxWidth: '720px' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  section: { display: 'grid', gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', border: 'none', padding: 0, margin: 0 },
  preview: {
    whiteSpace: 'pre-wrap',
    padding: tokens.spacingHorizontalS,
    backgroundColor: tokens.colorNeutralBackground2,
    borderRadius: tokens.borderRadiusMedium,
    maxHeight: '160px',
    overflowY: 'auto',
  },
})

/** The texts of a template (or of a report): findings, impression and an optional recommendation. */
export interface TemplateTexts {
  findings: string
  impression: string
  recommendation?: string
}

const FIELDS = ['findings', 'impression', 'recommendation'] as const

/** Props of {@link PickListDialog}. */
export interface PickListDialogProps {
  /** The template's name, in the title. */
  name: string
  texts: TemplateTexts
  /** The texts with every pick-list replaced by its choice. */
  onConfirm: (filled: TemplateTexts) => void
  onCancel: () => void
}

/** A few characters of the text before a pick-list, so each choice says where it goes (`…子宫`). */
function contextOf(segments: readonly PickListSegment[], at: number): string {
  const before = segments[at - 1]
  const text = before?.kind === 'text' ? (before.text.split('\n').pop() ?? '') : ''
  const tail = text.trim().slice(-10)
  return tail
}

/**
 * Asks for the choice of every pick-list of a template before it goes into the report: one drop-down per
 * placeholder, grouped by findings, impression and recommendation, the first option preselected, labelled with the
 * words before it, with a live preview of the text; confirm with the apply button (Escape cancels). The focus goes back
 * to what opened it.
 *
 * @example
 * <PickListDialog name={node.name} texts={node} onConfirm={(filled) => onApply(filled, 'insert')} onCancel={close} />
 */
export function PickListDialog({ name, texts, onConfirm, onCancel }: PickListDialogProps) {
  useMessages(templateMessages)
  useReturnFocus()
  const t = useT()
  const styles = useStyles()
  const parsed = useMemo(() => FIELDS.map((field) => ({ field, segments: parsePickLists(texts[field] ?? '') })), [texts])
  const [choices, setChoices] = useState<Record<string, number[]>>({})
  const filled = (field: (typeof FIELDS)[number]) => fillPickLists(texts[field] ?? '', choices[field] ?? [])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    onConfirm({
      findings: filled('findings'),
      impression: filled('impression'),
      ...(texts.recommendation === undefined ? {} : { recommendation: filled('recommendation') }),
    })
  }

  return (
    <Dialog open modalType="modal" onOpenChange={(_e, data) => (data.open ? undefined : onCancel())}>
      <DialogSurface className={styles.surface}>
        <form onSubmit={submit}>
          <DialogBody>
            <DialogTitle>{t('templates.pick.title', { name })}</DialogTitle>
            <DialogContent className={styles.form}>
              {parsed.map(({ field, segments }) => {
                const picks = segments.map((segment, at) => ({ segment, at })).filter(({ segment }) => segment.kind === 'pick')
                if (picks.length === 0) return null
                return (
                  <div key={field}>
                    <fieldset className={styles.section}>
                      <legend>
                        <Subtitle2>{t(`templates.preview.${field}`)}</Subtitle2>
                      </legend>
                      {picks.map(({ segment, at }) => {
                        if (segment.kind !== 'pick') return null
                        const context = contextOf(segments, at)
                        const chosen = choices[field]?.[segment.index] ?? 0
                        return (
                          <Field
                            key={segment.index}
                            label={context
                              ? t('templates.pick.choiceAfter', { n: segment.index + 1, context })
                              : t('templates.pick.choice', { n: segment.index + 1 })}
                          >
                            <Select
                              value={String(chosen)}
                              onChange={(_e, data) => {
                                const next = [...(choices[field] ?? [])]
                                next[segment.index] = Number(data.value)
                                setChoices({ ...choices, [field]: next })
                              }}
                            >
                              {segment.options.map((option, i) => (
                                <option key={i} value={String(i)}>
                                  {option === '' ? t('templates.pick.blank') : option}
                                </option>
                              ))}
                            </Select>
                          </Field>
                        )
                      })}
                    </fieldset>
                    <div className={styles.preview} role="status" aria-label={t('templates.pick.previewOf', { field: t(`templates.preview.${field}`) })}>
                      {filled(field)}
                    </div>
                  </div>
                )
              })}
            </DialogContent>
            <DialogActions>
              <Button type="button" onClick={onCancel}>
                {t('templates.pick.cancel')}
              </Button>
              <Button type="submit" appearance="primary">
                {t('templates.pick.apply')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  )
}
