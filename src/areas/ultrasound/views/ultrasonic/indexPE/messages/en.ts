/** English: the source every other locale of this catalogue is typed against. */
const messages = {
  ultrasound: {
    indexPE: {
      title: 'Physical-exam ultrasound: normal reports',
      intro: 'Today’s ultrasound exams of physical-exam patients, examined and not yet reported. Each starts from the template of its exam item; check the text and confirm: the report is saved and submitted for audit, and the next exam opens.',
      loading: 'Loading today’s physical-exam ultrasound…',
      failed: 'The exams could not be loaded: {{message}}',
      empty: 'No physical-exam ultrasound exam is waiting for its report today.',
      drafts: 'Exams with a draft report, left to the report editor: {{count}}',
      progress: '{{done}} of {{total}} confirmed',
      skippedCount: 'Skipped: {{count}}',
      list: 'Exams of the batch',
      examLabel: '{{name}}, {{examNo}}, {{item}}: {{state}}',
      state: {
        pending: 'to confirm',
        confirmed: 'confirmed',
        skipped: 'skipped',
      },
      template: {
        label: 'Template for {{item}}',
        normal: '{{name}} (the item’s normal template)',
        chosen: '{{name}} (chosen for this exam item)',
        none: 'No normal template fits {{item}}: pick one in the templates and press Replace.',
        edited: 'Edited text: kept on this computer until confirmed.',
        reset: 'Back to the template text',
        forget: 'Use the normal template again',
      },
      panel: 'Templates',
      panelHint: 'Insert adds a template to this exam’s text; Replace makes it the template of every “{{item}}” exam, for this batch and the next.',
      chosenFor: 'Template of {{item}}: {{name}}.',
      blanks: 'Fill in the blanks (__) before confirming: the first one is selected.',
      empties: 'Findings and impression are required.',
      actions: {
        confirm: 'Confirm and next',
        skip: 'Skip',
        previous: 'Previous',
        reload: 'Look for new exams',
      },
      lockHeld: '{{name}} has this report open since {{since}}. Confirming skips it; it stays for them.',
      skipped: 'Not confirmed: {{patient}} ({{examNo}}). {{message}}',
      confirmedAt: '{{patient}} confirmed at {{time}}.',
      confirmedNote: 'This report was submitted for audit.',
      allDone: 'Every exam of the batch is handled: {{done}} confirmed, {{skipped}} skipped.',
      readOnly: 'You may read these exams, not write their reports.',
      failedConfirm: 'Not confirmed: {{message}} Your text is kept; try again.',
      shortcuts: {
        title: 'Keyboard shortcuts',
        enter: 'Confirm and next (outside the text fields, or on the Confirm button)',
        ctrlEnter: 'Confirm and next, from anywhere, the text fields too',
        next: 'Skip to the next exam',
        previous: 'Previous exam',
        template: 'Search the templates',
      },
    },
  },
}

export default messages
