/** The manifest is generated from the JSDoc of the element files (STYLE rule 9). */
export default {
  globs: ['elements/clinic-*.ts'],
  outdir: 'dist',
  litelement: false,
  dependencies: false,
}
