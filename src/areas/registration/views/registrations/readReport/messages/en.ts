/** English: the source every other locale of this catalogue is typed against. */
const messages = {
  resources: {
    readReport: {
      title: 'Reports',
      name: 'Report',
      fields: {
        examNo: 'Exam no.',
        patientName: 'Name',
        gender: 'Sex',
        age: 'Age',
        patientType: 'Visit',
        modality: 'Modality',
        examItem: 'Exam item',
        applyDeptName: 'Ordering dept.',
        auditTime: 'Signed off',
        status: 'Status',
      },
      filters: {
        blurry: 'Name, pinyin, exam, patient or order no.',
        registerTime: 'Registered',
        modality: 'Modality',
      },
      open: 'Open the report of {{name}}',
      reportOf: 'Report of {{name}} · {{examNo}}',
      loading: 'Loading the report viewer…',
      viewerUnavailable: 'The report viewer could not be loaded (clinic-report-viewer.js beside this page’s scripts).',
      close: 'Close',
      link: {
        open: 'Report link for {{name}}',
        title: 'Report link · {{name}} {{examNo}}',
        validity: 'Valid for',
        minutes: {
          '60': '1 hour',
          '1440': '1 day',
          '4320': '3 days',
          '10080': '7 days',
        },
        create: 'Create link',
        url: 'Link',
        expires: 'Expires {{time}}; anyone with the link can read the report until then.',
        qr: 'QR code of the report link of {{examNo}}',
        copy: 'Copy link',
        copied: 'Link copied.',
        copyFailed: 'The browser did not allow copying: select the link and copy it.',
      },
    },
  },
}

export default messages
