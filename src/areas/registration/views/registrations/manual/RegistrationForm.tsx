import {
  Button, makeStyles, MessageBar, MessageBarActions, MessageBarBody, Spinner, Text, Title3, tokens,
} from '@fluentui/react-components'
import { SaveRegular } from '@fluentui/react-icons'
import { useStore } from '@nanostores/react'
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react'
import type { ApplyHospitalDto, RegistrationResult } from '../../../../../core/contract/registration'
import { http } from '../../../../../core/http/http'
import { toWireDate } from '../../../../../core/format/time'
import { fromLmp } from '../../../../../core/registration/pregnancy'
import { persistentJson } from '../../../../../core/storage'
import { $user } from '../../../../../core/session/stores'
import { useRegistrationSender } from '../../../register/useRegistrationSender'
import { FormField } from '../../../../../ui/form/fields/FormField'
import { useEnterMovesFocus } from '../../../../../ui/form/useEnterMovesFocus'
import { useFormController } from '../../../../../ui/form/useFormController'
import { optionsKey } from '../../../../../ui/form/useOptions'
import { deepActiveElement } from '../../../../../ui/a11y/deepActiveElement'
import { useDensity } from '../../../../../ui/density/useDensity'
import { useT } from '../../../../../ui/i18n/useT'
import { useQuery } from '../../../../../ui/query/useQuery'
import { ExamItems } from './ExamItems'
import {
  blankRegistration, derive, registrationForm, sources, toRegistrationBody, type ItemValue, type RegistrationValues,
} from './registration.form'
import { RegisteredDialog } from './RegistrationSlip'

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL },
  heading: { margin: 0 },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '1280px' },
  sections: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(560px, 1fr))', gap: tokens.spacingVerticalM },
  section: {
    border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium, padding: tokens.spacingHorizontalM,
    margin: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalS, alignContent: 'start', minWidth: 0,
    // Fluent's selects keep a minimum width of their own: here each fills its grid cell and no more.
    '& .fui-Dropdown, & .fui-Input, & .fui-SpinButton': { minWidth: 0, width: '100%', boxSizing: 'border-box' },
    // Radio choices wrap inside their cell rather than run into the next field (longer words than Chinese).
    '& .fui-RadioGroup': { flexWrap: 'wrap', minWidth: 0 },
  },
  legend: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400, padding: `0 ${tokens.spacingHorizontalXS}` },
  wide: { gridColumn: '1 / -1' },
  age: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: tokens.spacingHorizontalS },
  derived: { alignSelf: 'end', color: tokens.colorNeutralForeground2, paddingBottom: tokens.spacingVerticalXS },
  actions: {
    display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', position: 'sticky', bottom: 0, padding: `${tokens.spacingVerticalS} 0`,
    backgroundColor: tokens.colorNeutralBackground1, borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  hint: { color: tokens.colorNeutralForeground3 },
})

const DRAFT_PREFIX = 'clinic-registration-draft:'

/** Props of {@link RegistrationForm}. */
export interface RegistrationFormProps {
  /** Values to start from (a restored draft, or the choices kept from the last registration). */
  initial: RegistrationValues
  /** The draft was restored from an unsaved registration (the form says so and offers to start over). */
  restored: boolean
  onValues: (values: RegistrationValues) => void
  onRegistered: (result: RegistrationResult) => void
  onStartOver: () => void
}

/**
 * The manual registration form on the view kit's form controller and fields: the patient (pinyin from the name,
 * birth date, sex and age from the resident ID, age ↔ birth date), the visit, who orders (hospital → department →
 * physician), the modality (→ devices, body parts → small parts, check methods) with one or several exam items and
 * their fees, the clinical text and — for a woman — LMP (gestational age and EDD shown), gravidity, parity, fetuses.
 * Enter moves through the fields, Ctrl+Enter registers. A duplicate today is asked about; a failed save keeps every
 * value and retries under the same request id (never registering twice).
 */
export function RegistrationForm({ initial, restored, onValues, onRegistered, onStartOver }: RegistrationFormProps) {
  const t = useT()
  const styles = useStyles()
  const { control: size } = useDensity()
  const today = toWireDate(new Date())
  const declaration = useMemo(() => registrationForm(today, initial), [today, initial])
  const pinyinTyped = useRef(Boolean(initial['patient.namePinyin']))
  const { send, failedOnce } = useRegistrationSender()

  const save = async (body: unknown): Promise<void> => {
    const values = body as RegistrationValues
    onRegistered(await send('api/registrations', (requestId, confirmDuplicate) => toRegistrationBody(values, requestId, confirmDuplicate), JSON.stringify(values)))
  }
  const form = useFormController(declaration, 'add', null, save)
  const { values } = form
  const latest = useRef(form)
  latest.current = form
  // Ctrl+Enter registers from any field: the focused one is left first (a number field commits what was typed on
  // blur), then the form is sent once that value is in.
  const submitFromKeyboard = () => {
    const active = deepActiveElement()
    if (active instanceof HTMLElement) active.blur()
    requestAnimationFrame(() => void submitAndShow())
  }
  const formElement = useRef<HTMLFormElement>(null)
  // A refused form puts the focus on its first field in error (the message is read with it).
  const submitAndShow = async () => {
    if (await latest.current.submit()) return
    requestAnimationFrame(() => formElement.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-field="items"][aria-describedby] button[role="combobox"]')?.focus())
  }

  useEffect(() => onValues(values), [values, onValues])

  // Pinyin follows the name until the registrar types his own (polyphonic surnames: 单 SHAN, 曾 ZENG).
  const name = String(values['patient.name'] ?? '').trim()
  useEffect(() => {
    if (pinyinTyped.current || !name || !/[\u3400-\u9fff]/.test(name)) return
    const timer = setTimeout(() => {
      http.get<{ pinyin: string }>('api/ris/common/pingyin', { chinese: name }, { silent: true })
        .then((answer) => {
          if (!pinyinTyped.current && answer?.pinyin) form.setValue('patient.namePinyin', answer.pinyin)
        })
        .catch(() => undefined)
    }, 200)
    return () => clearTimeout(timer)
    // form.setValue is stable; the name is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [name])

  // The hospital's own hospital is the default choice of who orders.
  const hospitals = useQuery(optionsKey(sources.hospitals), (key) => http.get<ApplyHospitalDto[]>(key), { staleMs: 60_000 }).data
  useEffect(() => {
    const own = hospitals?.find((h) => h.own)
    if (own && !values.applyHospitalId) form.setValue('applyHospitalId', String(own.id))
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hospitals])

  const change = (field: string, value: unknown) => {
    if (field === 'patient.namePinyin') pinyinTyped.current = String(value ?? '') !== ''
    if (field === 'patient.name' && !String(value ?? '').trim()) pinyinTyped.current = false
    form.setValue(field, value)
    for (const [other, derived] of Object.entries(derive(field, value, values, today))) form.setValue(other, derived)
  }

  const onKeyDownCapture = useEnterMovesFocus()
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    void submitAndShow()
  }
  const shown = new Set(form.fields.map((f) => f.name))
  const field = (name: string, extra: { wide?: boolean; optionsFrom?: ReturnType<typeof sources.devices> } = {}): ReactNode => {
    const declared = form.fields.find((f) => f.name === name)
    if (!declared || !shown.has(name)) return null
    const withSource = extra.optionsFrom !== undefined || ['applyDeptId', 'applyPhysicianId', 'deviceId'].includes(name)
      ? { ...declared, optionsFrom: extra.optionsFrom }
      : declared
    return (
      <div className={extra.wide ? styles.wide : undefined} key={name}>
        <FormField
          field={withSource}
          labelKey={`resources.manual.fields.${name}`}
          value={values[name]}
          onChange={(value) => change(name, value)}
          error={form.errors[name]}
        />
      </div>
    )
  }
  const lmp = String(values.lmp ?? '')
  const pregnancy = lmp ? fromLmp(lmp, today) : null

  return (
    <form ref={formElement} className={styles.form} onSubmit={onSubmit} onKeyDownCapture={(event) => {
      if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
        event.preventDefault()
        submitFromKeyboard()
        return
      }
      onKeyDownCapture(event)
    }} noValidate aria-label={t('resources.manual.title')}>
      {restored ? (
        <MessageBar intent="info">
          <MessageBarBody>{t('resources.manual.restored')}</MessageBarBody>
          <MessageBarActions>
            <Button size="small" onClick={onStartOver}>{t('resources.manual.startOver')}</Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}
      {form.general ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{form.general}{failedOnce ? ` ${t('resources.manual.retryHint')}` : ''}</MessageBarBody>
        </MessageBar>
      ) : null}
      <div className={styles.sections}>
        <fieldset className={styles.section}>
          <legend className={styles.legend}>{t('resources.manual.sections.patient')}</legend>
          {field('patient.name')}
          {field('patient.namePinyin')}
          {field('patient.idCardNo')}
          {field('patient.gender')}
          {field('patient.birthDate')}
          <div className={styles.age}>
            {field('age')}
            {field('ageUnit')}
          </div>
          {field('patient.phone')}
        </fieldset>
        <fieldset className={styles.section}>
          <legend className={styles.legend}>{t('resources.manual.sections.visit')}</legend>
          {field('patientType', { wide: true })}
          {field('outpatientNo')}
          {field('inpatientNo')}
          {field('ward')}
          {field('bedNo')}
          {field('applyHospitalId')}
          {field('applyDeptId', { optionsFrom: sources.depts(values.applyHospitalId) })}
          {field('applyPhysicianId', { optionsFrom: sources.physicians(values.applyHospitalId, values.applyDeptId) })}
          {field('urgency', { wide: true })}
        </fieldset>
        <fieldset className={styles.section}>
          <legend className={styles.legend}>{t('resources.manual.sections.exam')}</legend>
          {field('modalityId')}
          {field('deviceId', { optionsFrom: sources.devices(values.modalityId) })}
          <ExamItems
            modalityId={values.modalityId}
            items={values.items as ItemValue[]}
            onChange={(items) => change('items', items)}
            error={form.errors.items}
          />
        </fieldset>
        <fieldset className={styles.section}>
          <legend className={styles.legend}>{t('resources.manual.sections.clinical')}</legend>
          {field('clinicalDiagnosis', { wide: true })}
          {field('history', { wide: true })}
          {field('purpose', { wide: true })}
        </fieldset>
        {shown.has('lmp') ? (
          <fieldset className={styles.section}>
            <legend className={styles.legend}>{t('resources.manual.sections.maternity')}</legend>
            {field('lmp')}
            <Text className={styles.derived} aria-live="polite" data-derived="pregnancy">
              {pregnancy?.ok ? t('resources.manual.pregnancy', { ga: pregnancy.value.text, edd: pregnancy.value.edd }) : ''}
            </Text>
            {field('gravidity')}
            {field('parity')}
            {field('fetusCount')}
          </fieldset>
        ) : null}
      </div>
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" size={size} data-enter-submit="" disabled={form.submitting}
          icon={form.submitting ? <Spinner size="tiny" /> : <SaveRegular />}>
          {failedOnce ? t('resources.manual.retry') : t('resources.manual.register')}
        </Button>
        <Button size={size} onClick={onStartOver}>{t('resources.manual.clear')}</Button>
        <Text className={styles.hint}>{t('resources.manual.keys')}</Text>
      </div>
    </form>
  )
}

/** The values kept for the next patient: who orders and where the exam is done (a desk registers runs of the same). */
function keptForNext(values: RegistrationValues): RegistrationValues {
  const blank = blankRegistration()
  for (const name of ['applyHospitalId', 'applyDeptId', 'applyPhysicianId', 'modalityId', 'deviceId', 'patientType']) blank[name] = values[name]
  return blank
}

/**
 * The manual registration view: the form, its draft kept in the tab's session storage on every change (a reload, a
 * sign-in again after the session expired, or a crash loses nothing; the draft is the signed-in user's alone and is
 * gone when the tab closes), and after registering the slip and the next patient.
 */
export function ManualRegistration() {
  const t = useT()
  const styles = useStyles()
  const user = useStore($user)
  const draftKey = `${DRAFT_PREFIX}${user?.username ?? ''}`
  const [draft] = useState(() => persistentJson<RegistrationValues | null>('session', draftKey, null))
  // A draft with a patient in it is announced; one holding only the choices kept from the last patient is not.
  const [start, setStart] = useState(() => {
    const saved = draft.get()
    return { values: saved ?? blankRegistration(), restored: Boolean(saved?.['patient.name'] || saved?.['patient.idCardNo']), generation: 0 }
  })
  const wrapper = useRef<HTMLDivElement>(null)
  const [result, setResult] = useState<RegistrationResult | null>(null)
  const last = useRef<RegistrationValues>(start.values)
  const hospitals = useQuery(optionsKey(sources.hospitals), (key) => http.get<ApplyHospitalDto[]>(key), { staleMs: 60_000 }).data
  const hospital = hospitals?.find((h) => h.own)?.name ?? hospitals?.[0]?.name ?? ''

  const onValues = useMemo(() => {
    let timer: ReturnType<typeof setTimeout> | null = null
    return (values: RegistrationValues) => {
      last.current = values
      if (timer) clearTimeout(timer)
      timer = setTimeout(() => draft.set(values), 150)
    }
  }, [draft])
  // Leaving the view writes the draft at once (a pending write would be lost with the timer).
  useEffect(() => () => draft.set(last.current), [draft])

  const restart = (values: RegistrationValues) => {
    draft.set(null)
    last.current = values
    setStart((current) => ({ values, restored: false, generation: current.generation + 1 }))
  }
  return (
    <div ref={wrapper} className={styles.page}>
      <Title3 as="h1" className={styles.heading}>{t('resources.manual.title')}</Title3>
      <RegistrationForm
        key={start.generation}
        initial={start.values}
        restored={start.restored}
        onValues={onValues}
        onRegistered={(registered) => {
          restart(keptForNext(last.current))
          setResult(registered)
        }}
        onStartOver={() => restart(blankRegistration())}
      />
      {result ? (
        <RegisteredDialog result={result} hospital={hospital} onNext={() => {
          setResult(null)
          // The next patient starts at the name.
          requestAnimationFrame(() => wrapper.current?.querySelector<HTMLInputElement>('[data-field="patient.name"] input')?.focus())
        }} />
      ) : null}
    </div>
  )
}
