import { Button, MessageBar, MessageBarBody, Subtitle1, Text } from '@fluentui/react-components'
import { ArrowDownloadRegular, PrintRegular } from '@fluentui/react-icons'
import { useRef } from 'react'
import type { QrTarget } from '../../../../../core/hospital/qrTargets'
import { saveBlob } from '../../../../../core/resource/saveBlob'
import { notify } from '../../../../../core/notify'
import { useT } from '../../../../../ui/i18n/useT'
import { QrCode } from '../../../../../ui/print/Barcode'
import { printElement } from '../../../../../ui/print/printElement'
import { pngBlob, svgBlob } from './qrImage'
import { useQrcodeStyles } from './qrcode.styles'

/** Props of {@link QrCard}. */
export interface QrCardProps {
  target: QrTarget
  /** Side of the drawn code in CSS pixels (also the downloaded image's). */
  size: number
  hospital: string
}

/**
 * One printable QR code: its purpose, the code drawn large with the address under it, downloads as PNG and SVG, and
 * printing the card alone. A target the hospital has not set says so instead.
 *
 * @example
 * <QrCard target={{ kind: 'reportLookup', url: 'https://imaging.example.org/webouterpage/hisReportLogin' }} size={256} hospital="康宁市妇幼保健院" />
 */
export function QrCard({ target, size, hospital }: QrCardProps) {
  const styles = useQrcodeStyles()
  const t = useT()
  const card = useRef<HTMLElement>(null)
  const title = t(`qrcode.kinds.${target.kind}.title`)
  const headingId = `qr-${target.kind}`
  const svg = (): SVGSVGElement | null => card.current?.querySelector('svg[data-qr]') ?? null

  const download = async (type: 'png' | 'svg'): Promise<void> => {
    const drawn = svg()
    if (!drawn) return
    try {
      saveBlob(type === 'svg' ? svgBlob(drawn, size) : await pngBlob(drawn, size), `${target.kind}-qr.${type}`)
    } catch (failure) {
      notify({ intent: 'error', message: t('qrcode.downloadFailed', { message: failure instanceof Error ? failure.message : String(failure) }) })
    }
  }

  return (
    <section ref={card} className={styles.card} aria-labelledby={headingId} data-kind={target.kind}>
      <Text className={styles.hospital}>{hospital}</Text>
      <Subtitle1 as="h2" id={headingId} className={styles.cardHeading}>{title}</Subtitle1>
      <Text>{t(`qrcode.kinds.${target.kind}.purpose`)}</Text>
      {target.url ? (
        <>
          <QrCode value={target.url} size={size} label={t('qrcode.codeOf', { title })} />
          <Text className={styles.target} data-target={target.kind}>{target.url}</Text>
          <div className={styles.actions}>
            <Button icon={<ArrowDownloadRegular />} onClick={() => void download('png')} aria-label={t('qrcode.downloadPngOf', { title })}>{t('qrcode.downloadPng')}</Button>
            <Button icon={<ArrowDownloadRegular />} onClick={() => void download('svg')} aria-label={t('qrcode.downloadSvgOf', { title })}>{t('qrcode.downloadSvg')}</Button>
            <Button icon={<PrintRegular />} onClick={() => card.current && printElement(card.current, '@page{size:A5;margin:12mm}')} aria-label={t('qrcode.printOf', { title })}>
              {t('qrcode.print')}
            </Button>
          </div>
        </>
      ) : (
        <MessageBar intent="info">
          <MessageBarBody>{t(`qrcode.kinds.${target.kind}.missing`)}</MessageBarBody>
        </MessageBar>
      )}
    </section>
  )
}
