/** English: the source every other locale of this catalogue is typed against. The report-template picker's words (tree, preview, pick-lists, phrases). */
const messages = {
  templates: {
    tree: {
      label: 'Report templates',
      search: 'Search templates (name, pinyin initials, text)',
      found: '{{count}} templates found',
      noMatch: 'No template matches “{{query}}”',
      loading: 'Loading templates…',
      failed: 'The templates could not be loaded',
    },
    scope: {
      public: 'Public',
      dept: 'Department',
      personal: 'Personal',
    },
    preview: {
      label: 'Preview',
      none: 'Choose a template to see it here',
      findings: 'Findings',
      impression: 'Impression',
      recommendation: 'Recommendation',
      pickList: 'A choice: the first option is the default',
    },
    actions: {
      insert: 'Insert',
      replace: 'Replace',
    },
    pick: {
      title: 'Choose the options of “{{name}}”',
      choice: 'Choice {{n}}',
      choiceAfter: 'Choice {{n}}: after “{{context}}”',
      blank: '(nothing)',
      previewOf: '{{field}} as it will be inserted',
      apply: 'Apply',
      cancel: 'Cancel',
    },
    phrases: {
      label: 'My phrases',
      addSelection: 'Add the selection',
      empty: 'No phrases yet: select words in the report and add them',
      added: 'Phrase added',
      insert: 'Insert phrase: {{text}}',
      delete: 'Delete phrase: {{text}}',
    },
  },
}

export default messages
