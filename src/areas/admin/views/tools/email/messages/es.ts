import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Spanish. */
const messages: Shape<typeof en> = {
  email: {
    title: 'Correo',
    loading: 'Cargando los ajustes…',
    notConfigured: 'No hay servidor de correo configurado',
    tabs: {
      label: 'Herramienta de correo',
      config: 'Servidor de correo',
      send: 'Enviar correo',
      usage: 'Cómo se usa',
    },
    config: {
      fields: {
        host: 'Servidor',
        port: 'Puerto',
        security: 'Seguridad de la conexión',
        user: 'Usuario',
        pass: 'Contraseña',
        fromUser: 'Dirección del remitente',
      },
      hostHelp: 'El servidor SMTP, p. ej. smtp.hospital.org',
      portHelp: 'Normalmente 465 (TLS), 587 (STARTTLS) o 25',
      userHelp: 'Déjelo vacío si el servidor acepta correo sin iniciar sesión',
      passHelp: 'Se guarda cifrada y no se vuelve a mostrar; déjela vacía para conservar la guardada',
      security: {
        tls: 'TLS desde el inicio (puerto 465)',
        starttls: 'STARTTLS (puerto 587)',
        none: 'Ninguna (solo un servidor de pruebas local)',
      },
      save: 'Guardar',
      saved: 'Ajustes del servidor de correo guardados',
      firstTime: 'Indique abajo el servidor SMTP del hospital. Hasta guardarlo no se puede enviar nada.',
      passwordStored: 'Hay una contraseña guardada (cifrada).',
      updated: 'Último cambio {{time}} por {{by}}',
    },
    send: {
      tos: 'Para',
      tosHint: 'Varias direcciones separadas por comas',
      tosRequired: 'Indique al menos un destinatario',
      tosInvalid: 'No es una dirección de correo: {{address}}',
      subject: 'Asunto',
      subjectRequired: 'Indique un asunto',
      content: 'Mensaje',
      contentRequired: 'Escriba un mensaje',
      editorLoading: 'Cargando el editor…',
      send: 'Enviar',
      sent: 'Enviado a {{count}} destinatario(s)',
      failed: 'No enviado: {{message}}',
      needsServer: 'Para enviar hace falta un servidor de correo: indique primero sus ajustes en la pestaña Servidor de correo.',
      configure: 'Ir a los ajustes',
    },
    usage: {
      intro: 'Esta herramienta envía correo a través del servidor de correo (SMTP) del hospital.',
      server: 'Servidor de correo: indique el servidor SMTP, su puerto y la dirección del remitente.',
      security: 'Seguridad: TLS para el puerto 465, STARTTLS para el 587; «ninguna» solo para un servidor de pruebas en este equipo.',
      password: 'La contraseña se guarda cifrada en el servidor y nunca vuelve al navegador; deje el campo vacío para conservarla.',
      send: 'Enviar correo: varios destinatarios separados por comas, un asunto y un mensaje con formato (negrita, cursiva, listas, enlaces, títulos).',
      safety: 'Antes de enviar se eliminan del mensaje los scripts, los estilos y los enlaces inseguros.',
      test: 'Si no se puede conectar con el servidor de correo, el servidor desiste a los 5 segundos y explica por qué.',
    },
  },
}

export default messages
