/** English: the source every other locale of this catalogue is typed against. */
const messages = {
  resources: {
    deviceList: {
      title: 'Devices',
      name: 'device',
      fields: {
        name: 'Name',
        aeTitle: 'AE title',
        modality: 'Device type',
        room: 'Room',
        ip: 'IP address',
        port: 'Port',
        status: 'Status',
        description: 'Description',
        createTime: 'Created',
      },
      filters: {
        blurry: 'Name, AE title, room or address',
        modalityId: 'Device type',
        status: 'Status',
      },
      aeTitleHelp: 'The device\'s DICOM name, as its PACS knows it',
      aeTitleFormat: '1 to 16 printable ASCII characters, no backslash',
    },
  },
}

export default messages
