/** English: the source every other locale of this catalogue is typed against. */
const messages = {
  reportParts: {
    history: {
      title: 'Revision history',
      actions: {
        save: 'Saved',
        submit: 'Submitted',
        audit: 'Approved',
        reject: 'Rejected',
        addendum: 'Addendum',
        print: 'Printed',
        void: 'Voided',
        takeover: 'Taken over',
      },
      version: 'Version {{version}}',
      by: '{{operator}} · {{time}}',
      reason: 'Reason: {{reason}}',
      compare: 'Compare revisions',
      timeline: 'Timeline',
      to: 'Later revision',
      option: 'v{{version}} · {{action}} · {{operator}} · {{time}}',
      findings: 'Findings',
      impression: 'Impression',
      inserted: 'inserted',
      deleted: 'deleted',
      noChange: 'No change',
      empty: 'No revisions yet',
      loading: 'Loading the revision history…',
      loadFailed: 'The revision history could not be loaded: {{message}}',
      single: 'Only one revision so far: nothing to compare',
      legend: 'Deleted text is struck through, inserted text underlined.',
      before: 'Earlier: version {{version}} ({{action}})',
      after: 'Later: version {{version}} ({{action}})',
      from: 'Earlier revision',
    },
  },
}

export default messages
