import type { Translation } from '../i18n-types';

export const mail = {
  greeting: 'Hola {name},',
  resetSubject: 'Restablece tu contraseña de {brand}',
  resetBody: 'Recibimos una solicitud para cambiar tu contraseña. Abre este enlace en los próximos 60 minutos para elegir una nueva:',
  activationSubject: 'Crea la contraseña de tu cuenta de {brand}',
  activationBody: 'Se creó una cuenta para ti. Abre este enlace en los próximos 7 días para crear tu contraseña:',
  ignore: 'Si no lo solicitaste, puedes ignorar este correo.',
  signature: 'El equipo de {brand}',
  creditRequestSubject: '{planner} solicita {credits} crédito{{s}}',
  creditRequestBody: '{planner} ({email}) solicita el paquete de {credits} crédito{{s}} por {price} MXN.',
  creditRequestNote: 'Su nota: {note}',
  creditRequestAction: 'Agrega los créditos o descarta la solicitud en la página de créditos:',
} satisfies Translation['mail'];
