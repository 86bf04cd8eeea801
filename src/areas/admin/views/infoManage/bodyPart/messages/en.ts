/** English: the source every other locale of this catalogue is typed against. */
const messages = {
  resources: {
    bodyPart: {
      title: 'Body parts',
      name: 'body part',
      fields: {
        modality: 'Device type',
        modalityId: 'Device type',
        name: 'Body part',
        fee: 'Fee (CNY)',
        minutes: 'Minutes',
        smallPartCount: 'Small parts',
        sort: 'Order',
        enabled: 'Status',
        createTime: 'Created',
      },
      filters: {
        blurry: 'Body part',
        modalityId: 'Device type',
        enabled: 'Status',
      },
      enabled: 'In use',
      disabled: 'Not in use',
      minutesHelp: 'How long the exam takes on the device (appointment slots)',
    },
    bodyPartSmall: {
      title: 'Small parts',
      name: 'small part',
      choose: 'Choose a body part on the left to see its small parts.',
      fields: {
        name: 'Small part',
        sort: 'Order',
        enabled: 'Status',
      },
      filters: {
        blurry: 'Small part',
      },
    },
  },
}

export default messages
