import {
  Dropdown, Field, Input, makeStyles, Option, Switch, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens,
} from '@fluentui/react-components'
import { useId, useState } from 'react'
import type { CoincidenceDto, CoincidenceGroupBy, CoincidenceRow, FollowupSettingDto } from '../../../../../core/contract'
import { http } from '../../../../../core/http/http'
import { invalidate } from '../../../../../core/query/query'
import { useDensity } from '../../../../../ui/density/useDensity'
import { useDict } from '../../../../../ui/dict/useDict'
import { useT } from '../../../../../ui/i18n/useT'
import { useCan } from '../../../../../ui/permission/useCan'
import { useQuery } from '../../../../../ui/query/useQuery'
import { FOLLOWUP_PERMISSIONS } from '../../../followupOptions'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  controls: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}` },
  formula: { color: tokens.colorNeutralForeground2 },
  number: { textAlign: 'end' },
  total: { fontWeight: tokens.fontWeightSemibold },
  table: { maxWidth: '860px' },
})

const GROUPS: readonly CoincidenceGroupBy[] = ['physician', 'modality', 'month', 'quarter', 'year']

const percent = (rate: number | null) => (rate === null ? '—' : `${(rate * 100).toFixed(1)}%`)

/**
 * The coincidence rate (诊断符合率) of the followed cases per physician, modality, month, quarter or year, for a report
 * period and a modality: followed, agree, partly, disagree and the rate, with the total; a plain accessible table.
 * The stored setting "partly counts as agreement" is stated with the formula beside the rate and changed here by
 * users holding `followup:edit`.
 */
export function CoincidencePanel() {
  const styles = useStyles()
  const t = useT()
  const { control } = useDensity()
  const canEdit = useCan(FOLLOWUP_PERMISSIONS.edit)
  const titleId = useId()
  const modalities = useDict('modality')
  const [groupBy, setGroupBy] = useState<CoincidenceGroupBy>('physician')
  const [modality, setModality] = useState('')
  const [from, setFrom] = useState('')
  const [to, setTo] = useState('')
  const [saving, setSaving] = useState(false)
  const badRange = from !== '' && to !== '' && from > to
  const query = new URLSearchParams({ groupBy, ...(modality ? { modality } : {}), ...(from ? { from } : {}), ...(to ? { to } : {}) })
  const stats = useQuery(badRange ? null : `api/followup/coincidence?${query.toString()}`, (key) => http.get<CoincidenceDto>(key))
  const setting = useQuery('api/followup/setting', (key) => http.get<FollowupSettingDto>(key))
  const partly = setting.data?.partlyCountsAsAgree ?? stats.data?.partlyCountsAsAgree ?? true

  const changeSetting = async (value: boolean) => {
    setSaving(true)
    try {
      await http.put('api/followup/setting', { partlyCountsAsAgree: value })
      invalidate(['api/followup/setting', 'api/followup/coincidence'])
    } finally {
      setSaving(false)
    }
  }

  const label = (row: CoincidenceRow) => (groupBy === 'modality' ? (modalities.labels[row.key] ? `${row.key} ${modalities.labels[row.key]}` : row.key) : row.key)
  const cells = (row: CoincidenceRow) => (
    <>
      <TableCell className={styles.number}>{row.followed}</TableCell>
      <TableCell className={styles.number}>{row.agree}</TableCell>
      <TableCell className={styles.number}>{row.partly}</TableCell>
      <TableCell className={styles.number}>{row.disagree}</TableCell>
      <TableCell className={styles.number}>{percent(row.rate)}</TableCell>
    </>
  )

  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <Text as="h2" size={500} weight="semibold" id={titleId}>{t('resources.followupCase.coincidence.title')}</Text>
      <div className={styles.controls}>
        <Field label={t('resources.followupCase.coincidence.groupBy')} size={control}>
          <Dropdown
            size={control}
            value={t(`resources.followupCase.coincidence.groups.${groupBy}`)}
            selectedOptions={[groupBy]}
            onOptionSelect={(_e, d) => d.optionValue && setGroupBy(d.optionValue as CoincidenceGroupBy)}
          >
            {GROUPS.map((g) => <Option key={g} value={g}>{t(`resources.followupCase.coincidence.groups.${g}`)}</Option>)}
          </Dropdown>
        </Field>
        <Field label={t('resources.followupCase.fields.modality')} size={control}>
          <Dropdown
            size={control}
            value={modality ? label({ key: modality } as CoincidenceRow) : t('resources.followupCase.coincidence.allModalities')}
            selectedOptions={[modality]}
            onOptionSelect={(_e, d) => setModality(d.optionValue ?? '')}
          >
            <Option value="">{t('resources.followupCase.coincidence.allModalities')}</Option>
            {modalities.entries.map((m) => <Option key={m.value} value={m.value}>{`${m.value} ${m.label}`}</Option>)}
          </Dropdown>
        </Field>
        <Field label={t('resources.followupCase.coincidence.from')} size={control}>
          <Input type="date" size={control} value={from} onChange={(_e, d) => setFrom(d.value)} />
        </Field>
        <Field
          label={t('resources.followupCase.coincidence.to')}
          size={control}
          validationState={badRange ? 'error' : 'none'}
          validationMessage={badRange ? t('resources.followupCase.coincidence.badRange') : undefined}
        >
          <Input type="date" size={control} value={to} onChange={(_e, d) => setTo(d.value)} />
        </Field>
        <Switch
          label={t('resources.followupCase.coincidence.partlySetting')}
          checked={partly}
          disabled={!canEdit || saving || !setting.data}
          onChange={(_e, d) => void changeSetting(d.checked)}
        />
      </div>
      <Text className={styles.formula} aria-live="polite">
        {t(partly ? 'resources.followupCase.coincidence.formulaPartly' : 'resources.followupCase.coincidence.formulaStrict')}
      </Text>
      {stats.error ? <Text role="alert">{t('resources.followupCase.coincidence.failed')}</Text> : null}
      <Table className={styles.table} size={control === 'large' ? 'medium' : control === 'small' ? 'small' : 'medium'} aria-labelledby={titleId}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t(`resources.followupCase.coincidence.groups.${groupBy}`)}</TableHeaderCell>
            <TableHeaderCell className={styles.number}>{t('resources.followupCase.coincidence.followed')}</TableHeaderCell>
            <TableHeaderCell className={styles.number}>{t('followup.categories.agree')}</TableHeaderCell>
            <TableHeaderCell className={styles.number}>{t('followup.categories.partly')}</TableHeaderCell>
            <TableHeaderCell className={styles.number}>{t('followup.categories.disagree')}</TableHeaderCell>
            <TableHeaderCell className={styles.number}>{t('resources.followupCase.coincidence.rate')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {stats.data?.rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={6}>{t('resources.followupCase.coincidence.empty')}</TableCell>
            </TableRow>
          ) : null}
          {stats.data?.rows.map((row) => (
            <TableRow key={row.key}>
              <TableCell>{label(row)}</TableCell>
              {cells(row)}
            </TableRow>
          ))}
          {stats.data && stats.data.rows.length > 0 ? (
            <TableRow className={styles.total}>
              <TableCell>{t('resources.followupCase.coincidence.total')}</TableCell>
              {cells(stats.data.total)}
            </TableRow>
          ) : null}
        </TableBody>
      </Table>
    </section>
  )
}
