import { encode } from 'uqr'
import { code128Modules } from '../../core/barcode/code128'

/** Props of {@link Barcode}. */
export interface BarcodeProps {
  value: string
  /** Height of the bars in CSS pixels (the width follows the modules, 2 px each by default). */
  height?: number
  module?: number
  /** Accessible name (the value is also printed under the bars). */
  label: string
}

/**
 * A Code 128 barcode of `value` as crisp SVG bars with a quiet zone each side and the text under it — what a
 * scanner at the modality or the report desk reads.
 *
 * @example
 * <Barcode value="US20261123042" label="检查号条码" />
 */
export function Barcode({ value, height = 48, module = 2, label }: BarcodeProps) {
  const widths = code128Modules(value)
  const quiet = 10
  const total = widths.reduce((sum, w) => sum + w, 0) + 2 * quiet
  let x = quiet
  const bars: { x: number; w: number }[] = []
  widths.forEach((w, i) => {
    if (i % 2 === 0) bars.push({ x, w })
    x += w
  })
  return (
    <svg role="img" aria-label={label} width={total * module} height={height + 16} viewBox={`0 0 ${total} ${height + 16}`}
      preserveAspectRatio="none" shapeRendering="crispEdges" data-barcode={value}>
      <rect width={total} height={height + 16} fill="#fff" />
      {bars.map((bar) => <rect key={bar.x} x={bar.x} y={0} width={bar.w} height={height} fill="#000" />)}
      <text x={total / 2} y={height + 13} textAnchor="middle" fontSize="12" fontFamily="monospace" fill="#000">{value}</text>
    </svg>
  )
}

/** Props of {@link QrCode}. */
export interface QrCodeProps {
  value: string
  /** Side in CSS pixels. */
  size?: number
  label: string
}

/**
 * A QR code of `value` (error correction M, four modules of quiet zone) as SVG squares, drawn as one path.
 *
 * @example
 * <QrCode value="US20261123042" label="检查号二维码" />
 */
export function QrCode({ value, size = 96, label }: QrCodeProps) {
  const qr = encode(value, { ecc: 'M', border: 4 })
  let path = ''
  qr.data.forEach((row, y) => row.forEach((dark, x) => {
    if (dark) path += `M${x} ${y}h1v1h-1z`
  }))
  return (
    <svg role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${qr.size} ${qr.size}`} shapeRendering="crispEdges" data-qr={value}>
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  )
}
