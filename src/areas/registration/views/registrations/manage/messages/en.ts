/** English: the source every other locale of this catalogue is typed against. */
const messages = {
  resources: {
    worklist: {
      title: 'Registration worklist',
      name: 'exam',
      fields: {
        examNo: 'Exam no.',
        patientName: 'Patient',
        gender: 'Sex',
        age: 'Age',
        patientType: 'Visit',
        modality: 'Modality',
        examItem: 'Exam item',
        applyDeptName: 'Requesting department',
        registerTime: 'Registered',
        status: 'Status',
      },
      filters: {
        blurry: 'Name, pinyin, exam no. or patient ID',
        registerTime: 'Registered',
        status: 'Status',
        modality: 'Modality',
        deviceId: 'Device',
        applyDeptName: 'Requesting department',
      },
    },
  },
}

export default messages
