import type { MailMessage } from '../../adapters/mail/outbox.repo';

/** Candidate mail in the language the candidate applied in (en or es; docs/decisions/i18n.md#candidate-mail). */
type Locale = 'en' | 'es';

const dateOf = (d: Date, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'es' ? 'es-CR' : 'en-US', { dateStyle: 'long' }).format(d);

export const continueLinkMail = (p: {
  to: string;
  firstName: string;
  jobTitle: string;
  link: string;
  expiresAt: Date;
  locale: Locale;
}): MailMessage =>
  p.locale === 'es'
    ? {
        to: p.to,
        subject: `Continúe su solicitud: ${p.jobTitle}`,
        text: [
          `Hola ${p.firstName}:`,
          '',
          `Gracias por postularse a ${p.jobTitle}. Su solicitud se guarda en cada paso.`,
          'Para continuar desde cualquier dispositivo, abra este enlace privado:',
          '',
          p.link,
          '',
          `El enlace vence el ${dateOf(p.expiresAt, 'es')}. No lo comparta: abre su solicitud.`,
        ].join('\n'),
      }
    : {
        to: p.to,
        subject: `Continue your application: ${p.jobTitle}`,
        text: [
          `Hi ${p.firstName},`,
          '',
          `Thank you for applying for ${p.jobTitle}. Your application is saved at every step.`,
          'To continue on any device, open this private link:',
          '',
          p.link,
          '',
          `The link expires on ${dateOf(p.expiresAt, 'en')}. Do not share it: it opens your application.`,
        ].join('\n'),
      };

export const confirmationMail = (p: {
  to: string;
  firstName: string;
  jobTitle: string;
  reference: string;
  statusLink: string;
  locale: Locale;
}): MailMessage =>
  p.locale === 'es'
    ? {
        to: p.to,
        subject: `Recibimos su solicitud (${p.reference})`,
        text: [
          `Hola ${p.firstName}:`,
          '',
          `Recibimos su solicitud para ${p.jobTitle}. Su referencia es ${p.reference}.`,
          'Un reclutador la revisará y le escribirá sobre los próximos pasos.',
          `Vea el estado de su solicitud aquí: ${p.statusLink}`,
        ].join('\n'),
      }
    : {
        to: p.to,
        subject: `We received your application (${p.reference})`,
        text: [
          `Hi ${p.firstName},`,
          '',
          `We received your application for ${p.jobTitle}. Your reference is ${p.reference}.`,
          'A recruiter will review it and write to you about the next steps.',
          `See where your application stands here: ${p.statusLink}`,
        ].join('\n'),
      };

export const notSelectedMail = (p: { to: string; firstName: string; jobTitle: string; locale: Locale }) =>
  p.locale === 'es'
    ? {
        to: p.to,
        subject: `Su solicitud para ${p.jobTitle}`,
        text: `Hola ${p.firstName}:\n\nGracias por su interés en ${p.jobTitle}. Por ahora su perfil no cumple los requisitos mínimos de este puesto, así que no continuaremos con esta solicitud. Le invitamos a ver otras vacantes abiertas.`,
      }
    : {
        to: p.to,
        subject: `Your application for ${p.jobTitle}`,
        text: `Hi ${p.firstName},\n\nThank you for your interest in ${p.jobTitle}. Your answers do not meet this position's minimum requirements, so we will not continue with this application. You are welcome to look at our other open jobs.`,
      };

/** The link that confirms a new address for an application in progress (sent to that address). */
export const emailChangeMail = (p: {
  to: string;
  firstName: string;
  jobTitle: string;
  link: string;
  locale: Locale;
}): MailMessage =>
  p.locale === 'es'
    ? {
        to: p.to,
        subject: `Confirme su nuevo correo: ${p.jobTitle}`,
        text: [
          `Hola ${p.firstName}:`,
          '',
          `Pidió usar esta dirección para su solicitud a ${p.jobTitle}.`,
          'Abra este enlace para confirmarla; hasta entonces escribimos a la dirección anterior:',
          '',
          p.link,
          '',
          'Si no lo pidió usted, ignore este mensaje: nada cambiará.',
        ].join('\n'),
      }
    : {
        to: p.to,
        subject: `Confirm your new email address: ${p.jobTitle}`,
        text: [
          `Hi ${p.firstName},`,
          '',
          `You asked to use this address for your application for ${p.jobTitle}.`,
          'Open this link to confirm it; until then we write to your previous address:',
          '',
          p.link,
          '',
          'If you did not ask for this, ignore this message: nothing will change.',
        ].join('\n'),
      };
