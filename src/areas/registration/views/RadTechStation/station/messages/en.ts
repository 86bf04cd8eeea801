/** English: the source every other locale of this catalogue is typed against. */
const messages = {
  resources: {
    station: {
      title: 'Technologist workstation',
      name: 'exam',
      fields: {
        queueNo: 'Queue no.',
        examNo: 'Exam no.',
        patientName: 'Patient',
        genderAge: 'Sex / age',
        examItem: 'Exam item',
        checkMethod: 'Method',
        deviceName: 'Device',
        urgency: 'Urgency',
        checkInTime: 'Checked in',
        status: 'Status',
        imageCount: 'Images',
        technician: 'Technologist',
        examTime: 'Examined',
        contrastAgent: 'Contrast agent',
        contrastDose: 'Dose',
      },
      filters: {
        blurry: 'Name, pinyin, exam no. or patient ID',
        deviceId: 'Device',
        status: 'Status',
        examTime: 'Examined',
      },
      queue: {
        waiting: 'In the queue (checked in, in progress)',
        checkedIn: 'Checked in',
        started: 'In progress',
        examined: 'Examined',
      },
      images: {
        count: 'Images: {{count}}',
        waiting: 'Waiting for images',
      },
      callNext: 'Call next',
      nobodyWaiting: 'No checked-in patient is waiting',
      waitingCount: '{{count}} waiting',
      called: 'Called {{name}} to {{room}}',
      calledNoRoom: 'Called {{name}}',
      contrastHelp: 'Leave empty when no contrast agent was given',
      doseHelp: 'With its unit, e.g. 80 ml',
    },
  },
}

export default messages
