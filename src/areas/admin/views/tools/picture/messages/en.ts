/** English: the source every other locale of this catalogue is typed against. */
const messages = {
  picture: {
    title: 'Pictures',
    toolbar: 'Pictures',
    upload: 'Upload a picture',
    refresh: 'Refresh',
    loading: 'Loading pictures…',
    empty: 'No pictures yet.',
    hint: 'jpg, png, gif or webp, up to 15 MB. A copied link is public: anyone who has it can open the picture without signing in, until it is deleted.',
    wrongType: 'Only jpg, png, gif or webp images',
    copy: 'Copy link',
    copyOf: 'Copy link: {{name}}',
    copied: 'Link of {{name}} copied',
    copyFailed: 'The link could not be copied; select it here: {{link}}',
    deleteOf: 'Delete {{name}}',
    delete: 'Delete',
    cancel: 'Cancel',
    deleteTitle: 'Delete picture',
    deleteConfirm: 'Delete {{name}}? Its link stops working.',
    deleted: '{{name}} deleted',
  },
}

export default messages
