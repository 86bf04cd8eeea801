/** English: the source every other locale of this catalogue is typed against. */
const messages = {
  qrcode: {
    title: 'QR codes',
    size: 'Size',
    pixels: '{{side}} px',
    noPublicAddress: 'The hospital\'s public address is not set, so these codes open this console\'s address ({{origin}}), which patients outside the hospital may not reach. Set the public address in Hospital configuration.',
    codeOf: 'QR code: {{title}}',
    downloadPng: 'PNG',
    downloadSvg: 'SVG',
    print: 'Print',
    downloadPngOf: 'Download the {{title}} QR code as PNG',
    downloadSvgOf: 'Download the {{title}} QR code as SVG',
    printOf: 'Print the {{title}} QR code',
    downloadFailed: 'The image could not be made: {{message}}',
    kinds: {
      reportLookup: { title: 'Report lookup', purpose: 'Patients scan it to look up their reports.', missing: 'No address for report lookup.' },
      cloudFilm: { title: 'Cloud film', purpose: 'Patients scan it to open their images online.', missing: 'No address for cloud films.' },
      feedback: { title: 'Patient feedback', purpose: 'Patients scan it to tell the hospital about their visit.', missing: 'The patient feedback address is not set: set it in Hospital configuration to print this code.' },
    },
  },
}

export default messages
