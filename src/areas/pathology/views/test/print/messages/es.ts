import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Spanish. */
const messages: Shape<typeof en> = {
  pathology: {
    printTest: {
      title: 'Prueba de impresora',
      hint: 'Elija el papel y los márgenes, imprima y mida la hoja con una regla: la regla de calibración debe medir exactamente 10 cm (100 mm). Si no, ponga la escala del diálogo de impresión al 100 % («tamaño real») y desactive «ajustar a la página».',
      paper: 'Tamaño del papel',
      paperOption: '{{name}} ({{width}} × {{height}} mm)',
      margin: 'Márgenes',
      marginOption: '{{mm}} mm',
      print: 'Imprimir página de prueba',
      sheet: 'Página de prueba en {{name}}',
      ruler: 'Regla de calibración, 100 milímetros',
      rulerCaption: 'Calibración: la regla siguiente debe medir 10 cm (100 mm) en el papel.',
      sample: {
        hospital: 'Hospital Materno-Infantil',
        kind: 'Informe de anatomía patológica (página de prueba)',
        fact: '{{term}}: {{value}}',
        patient: 'Paciente',
        patientValue: 'Paciente de prueba',
        gender: 'Sexo',
        genderValue: 'Mujer',
        age: 'Edad',
        specimenNo: 'N.º de muestra',
        dept: 'Servicio',
        deptValue: 'Ginecología',
        received: 'Recibida',
        grossTitle: 'Descripción macroscópica',
        gross: 'Tejido blanco grisáceo, dos fragmentos de 0,3 × 0,2 × 0,2 cm, incluidos en su totalidad.',
        microTitle: 'Descripción microscópica',
        micro: 'Epitelio escamoso con maduración desordenada en los dos tercios inferiores, aumento de la relación núcleo-citoplasma y mitosis; membrana basal íntegra.',
        diagnosisTitle: 'Diagnóstico',
        diagnosis: '(Cérvix, 3 y 6 h) Lesión escamosa intraepitelial de alto grado (HSIL / CIN II). Esta es una página de prueba, no un informe.',
        pathologist: 'Patólogo: ________',
        auditor: 'Firmado por: ________',
        date: 'Fecha: ________',
      },
    },
  },
}

export default messages
