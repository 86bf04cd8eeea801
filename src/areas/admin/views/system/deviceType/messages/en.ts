/** English: the source every other locale of this catalogue is typed against. */
const messages = {
  resources: {
    deviceType: {
      title: 'Device types',
      name: 'device type',
      fields: {
        code: 'Modality code',
        name: 'Name',
        dept: 'Department',
        deviceCount: 'Devices',
        sort: 'Order',
        enabled: 'Status',
        description: 'Description',
        createTime: 'Created',
      },
      filters: {
        blurry: 'Code or name',
        deptId: 'Department',
        enabled: 'Status',
      },
      enabled: 'In use',
      disabled: 'Not in use',
      codeHelp: 'The DICOM modality: CT, MR, DR, MG, US, ECG, ES …',
      codeFormat: '2 to 10 letters or digits, starting with a letter',
    },
  },
}

export default messages
