/** What both collection lists call their rows, columns and filters. */
const caseWords = {
  name: 'case',
  fields: {
    examItem: 'Exam item',
    modality: 'Modality',
    bodyPart: 'Body part',
    patient: 'Patient',
    genderAge: 'Sex / age',
    examDate: 'Exam date',
    tags: 'Tags',
    note: 'Teaching note',
    impression: 'Impression',
    findings: 'Findings',
    folderName: 'Folder',
    deptName: 'Department',
    addedBy: 'Added by',
    addedAt: 'Added',
  },
  filters: {
    blurry: 'Exam item, tag, note or report text',
    tag: 'Tag',
  },
}

/** English: the source every other locale of this catalogue is typed against. */
const messages = {
  resources: {
    collectedCase: {
      title: 'Collected cases',
      withheld: 'Withheld (other department)',
      age: { Y: '{{n}} y', M: '{{n}} mo', W: '{{n}} wk', D: '{{n}} d' },
      folders: 'Folders',
      allFolders: 'All folders',
      folderSearch: 'Find a folder',
      newFolder: 'New folder',
      newFolderTitle: 'New folder',
      folderName: 'Name',
      underChosen: 'Inside “{{folder}}”',
      deleteFolder: 'Delete folder “{{folder}}”',
      deleteFolderConfirm: 'Delete the empty folder “{{folder}}”?',
      folderDeleted: 'Folder “{{folder}}” deleted',
      folderMade: 'Folder “{{folder}}” made',
      openReport: 'Open the report of {{name}}',
      openImages: 'Open the images of {{name}}',
      details: 'Details of {{name}}',
      move: 'Move {{name}}',
      share: 'Share {{name}} to a public folder',
      moveTitle: 'Move to another folder',
      shareTitle: 'Share to a public folder',
      target: 'Folder',
      moved: 'Moved to “{{folder}}”',
      shared: 'Shared to “{{folder}}”',
      noTarget: 'No folder to move it to',
      close: 'Close',
      detailTitle: 'Case: {{name}}',
      anonymizedNote: 'This case belongs to another department\'s public folder: the patient is not shown, and the report and images open only there.',
      none: '—',
      cancel: 'Cancel',
      confirm: 'OK',
      failed: 'Failed: {{message}}',
    },
    personalCase: { title: 'My collection', ...caseWords },
    publicCase: { title: 'Public collection', ...caseWords },
  },
}

export default messages
