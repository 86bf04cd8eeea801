/** English: the source every other locale of this catalogue is typed against. */
const messages = {
  cloudFilm: {
    statistics: {
      title: 'Cloud film statistics',
      filters: 'Period and kind',
      from: 'From',
      to: 'To',
      kind: 'Kind',
      allKinds: 'All links',
      kinds: { film: 'Cloud films', report: 'Report links' },
      search: 'Show',
      badRange: 'The first day is after the last one.',
      tooLong: 'Choose at most 366 days.',
      loading: 'Counting…',
      failed: 'The statistics could not be loaded: {{message}}',
      issued: 'Issued',
      viewed: 'Viewed',
      views: 'Views',
      viewedRate: 'Viewed rate',
      noRate: '—',
      byDay: 'By day',
      byModality: 'By modality',
      day: 'Day',
      modality: 'Modality',
      total: 'Total',
      none: 'No link was issued or opened in this period.',
      explain: 'Issued: links created in the period. Viewed: of those, links opened at least once. Views: successful openings in the period. Viewed rate: viewed ÷ issued.',
    },
  },
}

export default messages
