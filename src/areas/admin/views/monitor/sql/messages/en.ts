/** English: the source every other locale of this catalogue is typed against. */
const messages = {
  resources: {
    sqlStat: {
      title: 'SQL monitor',
      name: 'statement',
      fields: {
        sql: 'Statement',
        count: 'Runs',
        totalMs: 'Total ms',
        avgMs: 'Average ms',
        maxMs: 'Slowest ms',
        lastRun: 'Last run',
      },
      filters: {
        blurry: 'Statement contains',
      },
    },
  },
  sqlMonitor: {
    lead: 'The contract server\'s own SQL statements: how often each ran and how long it took, the slowest first.',
    totals: 'Since {{since}}: {{statements}} statements, {{runs}} runs, {{totalMs}} ms in all',
    totalsLabel: 'Totals',
    reset: 'Reset statistics',
    resetTitle: 'Reset the SQL statistics',
    resetMessage: 'Start counting every statement again from now?',
    resetDone: 'The SQL statistics start again',
    ok: 'Reset',
    cancel: 'Cancel',
    detail: 'Statement',
    detailEmpty: 'Choose a statement in the list to read it whole here.',
    ms: '{{value}} ms',
  },
}

export default messages
