/** English: the source every other locale of this catalogue is typed against. */
const messages = {
  collection: {
    dialog: {
      title: 'Collect this case',
      exam: 'Exam: {{label}}',
      folder: 'Folder',
      personalGroup: 'My folders',
      publicGroup: 'Public folders of {{dept}}',
      newFolderOption: 'New folder…',
      newFolderName: 'Name of the new folder',
      newFolderScope: 'Kind of folder',
      personal: 'Personal (only me)',
      public: 'Public (my department)',
      note: 'Teaching note',
      notePlaceholder: 'What makes this case worth keeping',
      submit: 'Collect',
      saving: 'Collecting…',
      cancel: 'Cancel',
      done: 'Case collected into “{{folder}}”',
      loading: 'Loading folders…',
      loadFailed: 'The folders could not be loaded: {{message}}',
      folderRequired: 'Choose a folder, or name a new one',
      nameRequired: 'Name the new folder',
      failed: 'Not collected: {{message}}',
    },
    tags: {
      label: 'Tags',
      placeholder: 'Disease, body part… Enter adds',
      selected: 'Chosen tags',
      add: 'Add tag “{{tag}}”',
      used: '{{tag}} ({{count}})',
      tooLong: 'A tag has at most 30 characters',
      comma: 'A tag cannot contain a comma',
      showAll: 'Show tag suggestions',
    },
  },
}

export default messages
