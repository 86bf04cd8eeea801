/** English: the source every other locale of this catalogue is typed against. */
const messages = {
  reportParts: {
    icd: {
      label: 'ICD-10 codes',
      placeholder: 'Code, name or pinyin initials',
      selected: 'Chosen ICD-10 codes',
      noMatch: 'No ICD-10 code matches “{{query}}”',
      loading: 'Loading ICD-10 codes…',
      loadFailed: 'The ICD-10 codes could not be loaded',
      more: 'First {{count}} matches shown; type more to narrow them',
      count: '{{count}} codes match',
      showAll: 'Show the matching codes',
    },
  },
}

export default messages
