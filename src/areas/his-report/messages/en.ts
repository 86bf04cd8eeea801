/**
 * English: the source every other locale of this catalogue is typed against.
 */
const messages = {
  hisReport: {
    page: {
      title: 'Examination reports',
      patientTitle: 'Examination reports — {{name}}',
      signedTitle: 'Examination report',
      account: 'HIS account: {{username}}',
      region: 'HIS report pages',
      back: 'Back to the exam list',
    },
    access: {
      signingIn: 'Signing in with the HIS account…',
      noCredentials: 'This page needs the HIS account. Open it from the HIS with username and password in the link (or sign in once on this computer through such a link).',
      rejected: 'The HIS account or password was rejected: {{message}}',
      failed: 'Signing in with the HIS account failed: {{message}}',
      noPatient: 'No patient given: the link needs patientId or hisPatientId.',
      noExam: 'No exam given: the link needs examineId or reportId.',
      linkRetired: 'This kind of report link is no longer in use: report links now open at /share/… and can be revoked. Ask the hospital for a new link.',
    },
    exams: {
      caption: 'Exams of {{name}} (patient ID {{patientId}})',
      captionPlain: 'Exams of the patient',
      loading: 'Loading the exams…',
      failed: 'The exams could not be loaded: {{message}}',
      none: 'No exams found for this patient.',
      noReports: 'This patient has no report that can be shown yet.',
      examNo: 'Exam no.',
      examItem: 'Examination',
      modality: 'Modality',
      examTime: 'Exam time',
      status: 'Status',
      report: 'Report',
      view: 'View report',
      viewLabel: 'View report of exam {{examNo}}',
      notReady: 'Not yet available',
      tabs: 'Reports of the patient',
      selected: 'Report of exam {{examNo}}',
    },
    status: {
      s0: 'Registered',
      s1: 'Checked in',
      s2: 'Examined',
      s3: 'Preliminary report',
      s4: 'Audited',
      s5: 'Printed',
      s6: 'Being revised',
      s7: 'Void',
    },
  },
}

export default messages
