/**
 * The drawn QR code as a standalone SVG file (with its size in pixels), for downloading.
 *
 * @example
 * saveBlob(svgBlob(svg, 512), 'report-lookup.svg')
 */
export function svgBlob(svg: SVGSVGElement, side: number): Blob {
  const copy = svg.cloneNode(true) as SVGSVGElement
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg')
  copy.setAttribute('width', String(side))
  copy.setAttribute('height', String(side))
  return new Blob([`<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(copy)}`], { type: 'image/svg+xml' })
}

/**
 * The drawn QR code rasterised to a PNG of `side` pixels: drawn from its SVG without smoothing, so modules stay crisp.
 *
 * @example
 * saveBlob(await pngBlob(svg, 512), 'report-lookup.png')
 */
export async function pngBlob(svg: SVGSVGElement, side: number): Promise<Blob> {
  const image = new Image()
  image.src = URL.createObjectURL(svgBlob(svg, side))
  try {
    await image.decode()
    const canvas = document.createElement('canvas')
    canvas.width = side
    canvas.height = side
    const context = canvas.getContext('2d')
    if (!context) throw new Error('canvas')
    context.imageSmoothingEnabled = false
    context.fillStyle = '#fff'
    context.fillRect(0, 0, side, side)
    context.drawImage(image, 0, 0, side, side)
    return await new Promise<Blob>((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('png'))), 'image/png'))
  } finally {
    URL.revokeObjectURL(image.src)
  }
}
