/**
 * English: the source every other locale of this catalogue is typed against.
 */
const messages = {
  privacy: {
    title: 'Privacy statement',
    updated: 'Last updated: 2025-03-20',
    sections: {
      collect: {
        heading: 'Information we process',
        body:
          'This platform processes the information needed to carry out imaging and diagnostic examinations: the identity and contact details of patients, examination orders, medical images and diagnostic reports. '
          + 'For hospital staff, it processes account details and a log of the operations performed in the system. '
          + 'Only the information required for the examination, the report and the records kept by law is processed.',
      },
      use: {
        heading: 'How we use it',
        body:
          'The information is used to perform examinations, write and review reports, and support the diagnosis and care of patients. '
          + 'It is also used for the quality control of images and reports, and to keep the medical records and operation records required by law. '
          + 'It is not used for advertising or for any purpose unrelated to care.',
      },
      share: {
        heading: 'Sharing',
        body:
          'Information is shared only with the clinicians treating the patient, with the hospital information system (HIS), and with health authorities and other regulators where the law requires it. '
          + 'We do not sell personal information, nor do we provide it to third parties for marketing.',
      },
      security: {
        heading: 'How we protect it',
        body:
          'Passwords are stored encrypted and are never displayed in plain text. '
          + 'Access is granted by role, so that each member of staff can see only the information their work requires, and operations in the system are recorded in audit logs. '
          + 'Data is transmitted over encrypted connections.',
      },
      retention: {
        heading: 'How long we keep it',
        body:
          'Medical records, including images and reports, are kept for the periods set by the national regulations on medical records. '
          + 'Operation logs are kept for as long as security and auditing require. '
          + 'When a retention period ends, the information is deleted or anonymized in accordance with the applicable rules.',
      },
      rights: {
        heading: 'Your rights',
        body:
          'Patients may consult and obtain copies of their medical records, and ask for inaccurate information to be corrected, through the hospital medical records office. '
          + 'Staff may ask the system administrator to correct their account details. '
          + 'For any question about this statement or about how your information is handled, please contact the hospital.',
      },
    },
    contact: 'Medical Records Office, Kangning Maternal and Child Health Hospital',
  },
}

export default messages
