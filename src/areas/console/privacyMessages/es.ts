import type { Shape } from '../../../core/i18n/shape'
import type en from './en'

/** Spanish. */
const messages: Shape<typeof en> = {
  privacy: {
    title: 'Declaración de privacidad',
    updated: 'Última actualización: 2025-03-20',
    sections: {
      collect: {
        heading: 'Información que tratamos',
        body:
          'Esta plataforma trata la información necesaria para realizar los estudios de imagen y diagnóstico: datos de identificación y de contacto de los pacientes, solicitudes de estudio, imágenes médicas e informes diagnósticos. '
          + 'Del personal del hospital trata los datos de la cuenta y el registro de las operaciones realizadas en el sistema. '
          + 'Solo se trata la información que requieren el estudio, el informe y los registros exigidos por la ley.',
      },
      use: {
        heading: 'Finalidad',
        body:
          'La información se utiliza para realizar los estudios, redactar y revisar los informes y apoyar el diagnóstico y la atención de los pacientes. '
          + 'También se utiliza para el control de calidad de las imágenes y los informes, y para conservar las historias clínicas y los registros de operaciones que exige la ley. '
          + 'No se utiliza con fines publicitarios ni ajenos a la asistencia sanitaria.',
      },
      share: {
        heading: 'Comunicación de datos',
        body:
          'La información solo se comparte con los médicos que atienden al paciente, con el sistema de información hospitalaria (HIS) y, cuando la ley lo exige, con las autoridades sanitarias y otros organismos de control. '
          + 'No vendemos datos personales ni los cedemos a terceros con fines comerciales.',
      },
      security: {
        heading: 'Seguridad',
        body:
          'Las contraseñas se almacenan cifradas y nunca se muestran en texto claro. '
          + 'El acceso se concede según el rol, de modo que cada profesional solo ve la información que necesita para su trabajo, y las operaciones realizadas quedan anotadas en un registro de auditoría. '
          + 'Los datos se transmiten por conexiones cifradas.',
      },
      retention: {
        heading: 'Conservación',
        body:
          'Las historias clínicas, incluidas las imágenes y los informes, se conservan durante los plazos que establece la normativa nacional sobre historias clínicas. '
          + 'Los registros de operaciones se conservan el tiempo necesario para la seguridad y la auditoría. '
          + 'Al finalizar el plazo, los datos se eliminan o se anonimizan conforme a la normativa aplicable.',
      },
      rights: {
        heading: 'Sus derechos',
        body:
          'Los pacientes pueden solicitar el acceso a su historia clínica, una copia de ella y la rectificación de los datos inexactos a través del archivo de historias clínicas del hospital. '
          + 'El personal puede pedir al administrador del sistema que corrija los datos de su cuenta. '
          + 'Para cualquier consulta sobre esta declaración o sobre el tratamiento de sus datos, póngase en contacto con el hospital.',
      },
    },
    contact: 'Archivo de Historias Clínicas, Hospital de Salud Maternoinfantil de Kangning',
  },
}

export default messages
