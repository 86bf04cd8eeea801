import { Field, MessageBar, MessageBarBody, Radio, RadioGroup, Spinner, Title3 } from '@fluentui/react-components'
import { useStore } from '@nanostores/react'
import { useEffect, useState } from 'react'
import { $hospitalIdentity, loadHospitalIdentity } from '../../../../../core/hospital/hospitalIdentity'
import { qrTargets } from '../../../../../core/hospital/qrTargets'
import { useMessages } from '../../../../../ui/i18n/useMessages'
import { useT } from '../../../../../ui/i18n/useT'
import { QrCard } from './QrCard'
import { qrcodeMessages } from './messages'
import { useQrcodeStyles } from './qrcode.styles'

/** The sizes offered, in pixels. */
const SIZES = [160, 256, 384] as const

/**
 * The QR code view (`mnt/qrcode/index`, `qrcode:list`): the codes the hospital prints — report lookup, cloud film,
 * patient feedback — built from the hospital's public address (hospital configuration), drawn large with their
 * address, in a chosen size, to download as PNG or SVG or to print.
 */
export default function QrcodeView() {
  useMessages(qrcodeMessages)
  const styles = useQrcodeStyles()
  const t = useT()
  const identity = useStore($hospitalIdentity)
  const [loaded, setLoaded] = useState(identity !== null)
  const [size, setSize] = useState<number>(SIZES[1])

  // Fresh from the server on opening: another administrator may have changed the public address.
  useEffect(() => {
    let live = true
    void loadHospitalIdentity(true).then(() => {
      if (live) setLoaded(true)
    })
    return () => {
      live = false
    }
  }, [])

  const origin = window.location.origin
  const targets = qrTargets({ publicBaseUrl: identity?.publicBaseUrl ?? '', feedbackUrl: identity?.feedbackUrl ?? '' }, origin)
  return (
    <div className={styles.root}>
      <Title3 as="h1" className={styles.heading}>{t('qrcode.title')}</Title3>
      {!loaded ? <Spinner label={t('common.loading')} /> : null}
      {loaded && !identity?.publicBaseUrl ? (
        <MessageBar intent="info" data-testid="no-public-address">
          <MessageBarBody>{t('qrcode.noPublicAddress', { origin })}</MessageBarBody>
        </MessageBar>
      ) : null}
      <Field label={t('qrcode.size')}>
        <RadioGroup layout="horizontal" value={String(size)} onChange={(_e, data) => setSize(Number(data.value))}>
          {SIZES.map((side) => <Radio key={side} value={String(side)} label={t('qrcode.pixels', { side })} />)}
        </RadioGroup>
      </Field>
      {loaded ? (
        <div className={styles.cards}>
          {targets.map((target) => <QrCard key={target.kind} target={target} size={size} hospital={identity?.name ?? ''} />)}
        </div>
      ) : null}
    </div>
  )
}
