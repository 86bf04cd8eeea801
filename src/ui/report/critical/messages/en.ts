/** English: the source every other locale of this catalogue is typed against. */
const messages = {
  reportParts: {
    critical: {
      title: 'Critical value notification',
      patient: 'Patient: {{patient}} · {{modality}}',
      fields: {
        finding: 'Critical finding',
        notifiedAt: 'Notified at',
        notifiedBy: 'Notified by',
        receiver: 'Receiver',
        receiverJobNo: 'Receiver job no.',
        receiverDept: 'Receiver department',
        receiverPhone: 'Receiver phone',
        readBack: 'Receiver read the finding back',
        handling: 'Clinical handling',
      },
      hints: {
        receiverPhone: 'A number or an extension, e.g. ext 6123',
        notifiedAt: 'Neither in the future nor before the value was flagged',
      },
      errors: {
        required: 'Required',
        phone: 'Enter a valid phone number or extension',
        notifiedAt: 'Enter the date and time of the call',
        future: 'The notification time cannot be in the future',
        beforeFlag: 'The notification time cannot be before the value was flagged ({{time}})',
        failed: 'The notification was not recorded: {{message}}',
      },
      submit: 'Record notification',
      cancel: 'Cancel',
      saving: 'Recording…',
      timer: {
        label: 'Time since flagged',
        limit: 'Limit {{minutes}} min',
        within: 'Within the limit',
        near: 'Near the limit',
        past: 'Past the limit',
        announceNear: 'Critical value: {{minutes}} min left to notify the clinic',
        announcePast: 'Critical value: the {{minutes}}-minute notification limit has passed',
      },
    },
  },
}

export default messages
