import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Spanish. */
const messages: Shape<typeof en> = {
  resources: {
    user: {
      title: 'Usuarios',
      name: 'usuario',
      fields: {
        username: 'Usuario',
        nickName: 'Nombre',
        gender: 'Sexo',
        phone: 'Móvil',
        email: 'Correo',
        dept: 'Departamento',
        jobs: 'Puestos',
        roles: 'Roles',
        enabled: 'Estado',
        createTime: 'Creado',
      },
      filters: {
        blurry: 'Usuario, nombre o correo',
        createTime: 'Creado',
        enabled: 'Estado',
      },
      gender: {
        male: 'Hombre',
        female: 'Mujer',
      },
      deptTree: 'Departamentos',
      deptSearch: 'Buscar un departamento',
      allDepts: 'Todos los departamentos',
      statusOf: 'Estado de {{name}}: {{status}}',
      confirmEnable: '¿Activar la cuenta {{name}}?',
      confirmDisable: '¿Desactivar la cuenta {{name}}? Su sesión se cierra de inmediato.',
      enabledNow: '{{name}} está activado',
      disabledNow: '{{name}} está desactivado y su sesión cerrada',
      resetPassword: 'Restablecer contraseña',
      confirmReset: '¿Restablecer la contraseña predeterminada en las {{count}} cuentas seleccionadas?',
      resetDone: 'Contraseña restablecida en {{count}} cuentas',
    },
  },
}

export default messages
