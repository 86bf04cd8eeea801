/** English: the source every other locale of this catalogue is typed against. */
const messages = {
  registration: {
    worklist: {
      today: {
        label: 'Today',
        registered: 'Registered {{count}}',
        waiting: 'Waiting {{count}}',
        inRoom: 'In the rooms {{count}}',
        examined: 'Examined {{count}}',
        reported: 'Reported {{count}}',
      },
      fields: {
        reason: 'Reason',
      },
      actions: {
        checkIn: 'Check in {{name}}',
        call: 'Call {{name}}',
        start: 'Start {{name}}',
        finish: 'Finish {{name}}',
        sendBack: 'Send back {{name}}',
        cancel: 'Cancel {{name}}',
        void: 'Void {{name}}',
        appoint: 'Book {{name}}',
      },
      done: {
        checkIn: '{{name}} checked in',
        call: '{{name}} called in',
        start: 'Exam of {{name}} started',
        finish: 'Exam of {{name}} finished',
        sendBack: '{{name}} sent back to registration',
        cancel: '{{name}} cancelled',
        void: '{{name}} voided',
        appoint: '{{name}} booked',
      },
    },
  },
}

export default messages
