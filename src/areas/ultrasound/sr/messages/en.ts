/** English: the source every other locale of this catalogue is typed against. */
const messages = {
  ultrasound: {
    srImport: {
      action: 'Import from the device (SR)',
      found: '{{count}} values imported from {{instances}} device report(s)',
      none: 'This exam has no structured report (SR) from the device',
      failed: 'The device report could not be read',
    },
  },
}

export default messages
