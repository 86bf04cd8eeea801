/** English: the source every other locale of this catalogue is typed against. */
const messages = {
  resources: {
    dict: {
      title: 'Dictionaries',
      name: 'dictionary',
      fields: {
        name: 'Name',
        description: 'Description',
        createTime: 'Created',
      },
      filters: {
        blurry: 'Name or description',
      },
    },
    dictDetail: {
      title: 'Dictionary entries',
      name: 'entry',
      choose: 'Choose a dictionary on the left to see its entries.',
      fields: {
        label: 'Label',
        value: 'Value',
        dictSort: 'Order',
      },
      filters: {
        label: 'Label',
      },
    },
  },
}

export default messages
