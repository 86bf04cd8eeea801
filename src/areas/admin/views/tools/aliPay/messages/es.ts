import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Spanish. */
const messages: Shape<typeof en> = {
  aliPay: {
    title: 'Herramienta Alipay',
    tabs: {
      label: 'Herramienta de pago',
      config: 'Configuración',
      pay: 'Prueba de pago',
      usage: 'Cómo usarla',
    },
    loading: 'Cargando la configuración…',
    save: 'Guardar',
    saving: 'Guardando…',
    saved: 'Configuración guardada',
    useSandbox: 'Usar la pasarela sandbox',
    sandboxOn: 'La pasarela es el sandbox del propio servidor de contrato: los pagos pasan por su página de caja, no se mueve dinero y su notificación y retorno firmados se verifican con la clave pública del sandbox.',
    sandboxOff: 'La pasarela no es el sandbox del servidor de contrato: los pagos van a la pasarela configurada y las respuestas se verifican con la clave pública configurada.',
    fields: {
      appId: 'ID de la aplicación',
      signType: 'Tipo de firma',
      privateKey: 'Clave privada de la aplicación',
      publicKey: 'Clave pública de la pasarela',
      gatewayUrl: 'URL de la pasarela',
      notifyUrl: 'URL de notificación (asíncrona)',
      returnUrl: 'URL de retorno (síncrona)',
      sysServiceProviderId: 'ID del proveedor de servicios',
      appPublicKey: 'Clave pública de la aplicación',
    },
    privateKeyHelp: 'Se guarda cifrada y no vuelve a mostrarse; déjela vacía para conservar la guardada.',
    publicKeyHelp: 'La clave pública con la que la pasarela firma la notificación y el retorno (PEM o base64).',
    appPublicKeyHelp: 'Registre esta clave en la pasarela: la mitad pública de la clave privada guardada.',
    appIdInvalid: 'El ID de la aplicación tiene de 8 a 32 dígitos',
    addressInvalid: 'Una dirección http(s):// o una ruta de este servidor',
    amountInvalid: 'Un importe en yuanes mayor que 0, con dos decimales como máximo',
    rsa2: 'RSA2 (SHA256withRSA)',
    trade: {
      subject: 'Concepto',
      totalAmount: 'Importe (yuanes)',
      body: 'Descripción',
      channel: 'Caja',
    },
    pay: 'Pagar',
    paying: 'Iniciando…',
    cashierOpened: 'La caja se abrió en una ventana nueva.',
    openCashier: 'Abrir la caja de nuevo',
    channels: {
      PC: 'Ordenador',
      WEB: 'Web móvil',
    },
    states: {
      WAIT_BUYER_PAY: 'Pendiente de pago',
      TRADE_SUCCESS: 'Pagado',
      TRADE_CLOSED: 'Cerrado',
    },
    usage: {
      one: 'Configuración: el ID de la aplicación, su clave privada (guardada cifrada), la clave pública de la pasarela y las direcciones de pasarela, notificación y retorno. Sin internet, mantenga la pasarela sandbox del servidor de contrato.',
      two: 'Prueba de pago: indique un concepto y un importe y pulse Pagar; la caja de la pasarela se abre en una ventana nueva.',
      three: 'En la caja, Pagar envía la notificación firmada a la dirección de notificación y le lleva a la de retorno; el servidor verifica ambas firmas (RSA2) antes de cambiar la operación.',
      four: 'La lista de operaciones muestra cada pago de prueba y su estado: una notificación con firma incorrecta o importe cambiado se rechaza y la operación sigue sin pagar.',
    },
  },
  resources: {
    aliPayTrade: {
      title: 'Operaciones',
      name: 'operación',
      fields: {
        outTradeNo: 'Número de pedido',
        subject: 'Concepto',
        totalAmount: 'Importe',
        channel: 'Caja',
        state: 'Estado',
        createTime: 'Creada',
        payTime: 'Pagada',
        tradeNo: 'Número de operación de la pasarela',
      },
      filters: {
        blurry: 'Número de pedido o concepto',
        state: 'Estado',
      },
    },
  },
}

export default messages
