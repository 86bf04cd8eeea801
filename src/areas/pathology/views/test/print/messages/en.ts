/** English: the source every other locale of this catalogue is typed against. */
const messages = {
  pathology: {
    printTest: {
      title: 'Printer test',
      hint: 'Choose the paper and margins, print, and lay a ruler on the printout: the calibration ruler must measure exactly 10 cm (100 mm). If it does not, set the print dialog\'s scale to 100 % ("actual size") and turn off "fit to page".',
      paper: 'Paper size',
      paperOption: '{{name}} ({{width}} × {{height}} mm)',
      margin: 'Margins',
      marginOption: '{{mm}} mm',
      print: 'Print test page',
      sheet: 'Test page on {{name}}',
      ruler: 'Calibration ruler, 100 millimetres',
      rulerCaption: 'Calibration: the ruler below must measure 10 cm (100 mm) on paper.',
      sample: {
        hospital: 'Maternity Hospital',
        kind: 'Pathology report (test page)',
        fact: '{{term}}: {{value}}',
        patient: 'Patient',
        patientValue: 'Test Patient',
        gender: 'Sex',
        genderValue: 'Female',
        age: 'Age',
        specimenNo: 'Specimen no.',
        dept: 'Department',
        deptValue: 'Gynaecology',
        received: 'Received',
        grossTitle: 'Gross description',
        gross: 'Grey-white tissue, two pieces, each 0.3 × 0.2 × 0.2 cm, all embedded.',
        microTitle: 'Microscopic description',
        micro: 'Squamous epithelium with disordered maturation in the lower two thirds, raised nuclear-to-cytoplasmic ratio and mitoses; basement membrane intact.',
        diagnosisTitle: 'Diagnosis',
        diagnosis: '(Cervix, 3 and 6 o\'clock) High-grade squamous intraepithelial lesion (HSIL / CIN II). This is a test page, not a report.',
        pathologist: 'Pathologist: ________',
        auditor: 'Signed by: ________',
        date: 'Date: ________',
      },
    },
  },
}

export default messages
