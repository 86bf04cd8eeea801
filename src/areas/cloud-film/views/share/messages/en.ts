/** English: the source every other locale of this catalogue is typed against. */
const messages = {
  cloudFilm: {
    share: {
      title: 'Your examination report',
      region: 'Shared examination report',
      checking: 'Opening the link…',
      codeLabel: 'Access code',
      codeHint: 'The 6-digit code given to you with this link.',
      codeFormat: 'Enter the 6 digits of the access code.',
      open: 'Open',
      wrongCode: 'That access code is wrong. Check it and try again.',
      throttled: 'Too many wrong codes were entered, so this link is locked for now. Try again in 15 minutes.',
      images: 'View the images',
      imagesTitle: 'Images',
      closeImages: 'Close the images',
      loadingReport: 'Loading the report…',
      loadingImages: 'Loading the image viewer…',
      viewerUnavailable: 'The viewer could not be loaded. Reload the page to try again.',
      failed: 'The link could not be opened right now. Check your connection and reload the page.',
      refused: {
        expired: 'This link has expired.',
        revoked: 'This link has been withdrawn by the hospital.',
        invalid: 'This link is not valid.',
      },
      askHospital: 'Please ask the hospital that examined you for a new link.',
    },
  },
}

export default messages
