/** The vendored pdf.js-lineage JPEG decoder (see the header of jpeg.js). */
declare class JpegImage {
  parse(data: Uint8Array): void
  width: number
  height: number
  components: unknown[]
  colorTransform?: boolean
  getData(width: number, height: number): Uint8Array
  getData16(width: number, height: number): Uint16Array
}
export default JpegImage
