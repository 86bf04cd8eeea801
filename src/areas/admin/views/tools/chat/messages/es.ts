import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Spanish. */
const messages: Shape<typeof en> = {
  chat: {
    title: 'Chat del personal',
    rooms: 'Salas',
    deptRoom: 'Sala del servicio',
    directRoom: 'Conversación directa',
    unread: '{{count}} sin leer',
    noRooms: 'Todavía no tiene salas.',
    newDirect: 'Nueva conversación',
    newDirectTitle: 'Escribir a un colega',
    searchUsers: 'Nombre, cuenta o servicio',
    noUsers: 'No se encontró a nadie.',
    close: 'Cerrar',
    messages: 'Mensajes de {{room}}',
    empty: 'Todavía no hay mensajes.',
    chooseRoom: 'Elija una sala a la izquierda.',
    loadOlder: 'Mensajes anteriores',
    you: 'Usted',
    composer: 'Mensaje para {{room}}',
    composerHint: 'Intro envía; Mayús+Intro inicia una línea nueva.',
    length: '{{count}} / {{max}}',
    send: 'Enviar',
    sending: 'Enviando…',
    failed: 'No enviado: {{reason}}',
    retry: 'Enviar de nuevo',
    reason: {
      invalid: 'el mensaje está vacío o mal formado',
      tooLong: 'el mensaje es demasiado largo',
      forbidden: 'no pertenece a esta sala',
      peerUnavailable: 'este usuario no puede recibir mensajes',
    },
    status: {
      connecting: 'Conectando',
      open: 'Conectado',
      retrying: 'Reconectando',
      refused: 'Sin conexión',
      closed: 'Cerrado',
    },
    refused: 'El servidor de chat rechazó la conexión: vuelva a iniciar sesión para recibir mensajes.',
    retrying: 'Se perdió la conexión. Reconectando; lo que escriba ahora se enviará cuando vuelva.',
    loadFailed: 'No se pudo cargar el chat: {{message}}',
    announce: '{{name}}: {{text}}',
    announceElsewhere: 'En {{room}}, {{name}}: {{text}}',
  },
}

export default messages
