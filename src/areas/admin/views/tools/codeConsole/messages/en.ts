/** English: the source every other locale of this catalogue is typed against. */
const messages = {
  codeConsole: {
    title: 'Code console',
    intro: 'One read-only SQL statement over the contract server\'s database: SELECT, WITH, EXPLAIN or a reading PRAGMA. Nothing can be changed here.',
    sql: 'SQL statement',
    hint: 'Ctrl+Enter runs it',
    limit: 'Row limit (at most 1,000)',
    run: 'Run',
    running: 'Running…',
    refused: 'Refused: {{message}}',
    summary: '{{count}} rows in {{ms}} ms.',
    truncated: 'Only the first {{limit}} rows are shown.',
    results: 'Query results',
    history: 'Recent queries',
    nullValue: 'NULL',
  },
}

export default messages
