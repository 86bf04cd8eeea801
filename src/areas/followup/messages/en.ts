/** English: the source every other locale of this catalogue is typed against. */
const messages = {
  followup: {
    categories: { agree: 'Agree', partly: 'Partly agree', disagree: 'Disagree', pending: 'Not known yet' },
    methods: { phone: 'Phone', emr: 'HIS / EMR', pathology: 'Pathology system', outpatient: 'Outpatient review', surgery: 'Surgery record' },
  },
}

export default messages
