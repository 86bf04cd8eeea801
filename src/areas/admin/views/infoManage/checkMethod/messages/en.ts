/** English: the source every other locale of this catalogue is typed against. */
const messages = {
  resources: {
    checkMethod: {
      title: 'Check methods',
      name: 'check method',
      fields: {
        modality: 'Device type',
        modalityId: 'Device type',
        name: 'Method',
        feeExtra: 'Extra fee (CNY)',
        sort: 'Order',
        enabled: 'Status',
        createTime: 'Created',
      },
      filters: {
        blurry: 'Method',
        modalityId: 'Device type',
        enabled: 'Status',
      },
      enabled: 'In use',
      disabled: 'Not in use',
      feeExtraHelp: 'Added to the body part\'s fee at registration (an enhanced scan costs more)',
    },
  },
}

export default messages
