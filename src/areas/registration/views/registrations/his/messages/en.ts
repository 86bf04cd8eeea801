/** English: the source every other locale of this catalogue is typed against. */
const messages = {
  resources: {
    hisOrders: {
      title: 'HIS orders',
      name: 'Order item',
      fields: {
        applyNo: 'Order no.',
        applyTime: 'Ordered',
        patientName: 'Patient',
        cardNo: 'Card no.',
        patientType: 'Visit',
        visitNo: 'Visit no. / bed',
        applyDeptName: 'Ordering dept.',
        applyPhysician: 'Ordering physician',
        examItem: 'Exam item',
        modality: 'Modality',
        fee: 'Fee',
        state: 'Registration',
      },
      filters: {
        blurry: 'Card, outpatient, inpatient or order no., or name',
        applyTime: 'Ordered',
        registered: 'Registration',
        modality: 'Modality',
      },
      registered: {
        false: 'To register',
        true: 'Registered',
      },
      urgent: 'Urgent',
      registerRow: 'Register {{name}}',
      registerSelected: 'Register selected ({{count}})',
      review: {
        title: 'Register orders of {{name}} ({{count}} item(s))',
        onePatient: 'The selected items belong to {{count}} patients: register one patient at a time.',
        birth: 'Sex · birth date',
        idCard: 'Resident ID',
        lmp: 'LMP',
        diagnosis: 'Clinical diagnosis',
        items: 'Order items',
        device: 'Device',
        deviceOf: 'Device for {{item}}',
        anyDevice: 'Not chosen',
        register: 'Register {{count}} item(s)',
        cancel: 'Cancel',
      },
      tabs: {
        label: 'HIS registration',
        orders: 'HIS orders',
        worklist: 'Registration worklist',
      },
      direct: {
        title: 'Register by number',
        number: 'Card, outpatient, inpatient or order number',
        hint: 'Scan or type the number and press Enter: every order of the patient still to register is registered at once.',
        go: 'Register',
        looking: 'Looking up orders…',
        none: 'No order to register for {{number}}.',
        several: '{{number}} matches orders of {{count}} patients: register them from the HIS orders list.',
        recent: 'Registered at this desk',
      },
    },
  },
}

export default messages
