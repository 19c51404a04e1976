import type { TEmailLanguage, TEmailTemplatePurpose } from './email-template.schema';

/**
 * The templates a new installation starts with (seeded by migrations 0016 and 0035; editable
 * afterwards). The Spanish ones address the candidate as *usted*, like every other candidate email
 * and page.
 */
export const DEFAULT_EMAIL_TEMPLATES: {
  name: string;
  purpose: TEmailTemplatePurpose;
  language: TEmailLanguage;
  subject: string;
  body: string;
}[] = [
  {
    name: 'Interview invitation',
    purpose: 'invitation',
    language: 'en',
    subject: 'Interview for {{job_title}}',
    body: 'Hello {{first_name}},\n\nWe would like to meet you for an interview for the {{job_title}} role ({{line_of_business}}).\n\nWhen: {{interview_when}}\nWhere: {{interview_where}}\n\nThe calendar invitation is attached. Reply to this email if the time does not suit you.\n\nJob details: {{job_link}}',
  },
  {
    name: 'Invitación a entrevista',
    purpose: 'invitation',
    language: 'es',
    subject: 'Entrevista para {{job_title}}',
    body: 'Hola {{first_name}}:\n\nNos gustaría conocerle en una entrevista para el puesto de {{job_title}} ({{line_of_business}}).\n\nCuándo: {{interview_when}}\nDónde: {{interview_where}}\n\nAdjuntamos la invitación de calendario. Responda a este correo si el horario no le conviene.\n\nDetalles del puesto: {{job_link}}',
  },
  {
    name: 'Decline after review',
    purpose: 'decline',
    language: 'en',
    subject: 'Your application for {{job_title}}',
    body: 'Hello {{first_name}},\n\nThank you for your interest in the {{job_title}} role. After careful review we will not be moving forward with your application at this time.\n\nWe wish you every success in your search.',
  },
  {
    name: 'Rechazo tras revisión',
    purpose: 'decline',
    language: 'es',
    subject: 'Su solicitud para {{job_title}}',
    body: 'Hola {{first_name}}:\n\nGracias por su interés en el puesto de {{job_title}}. Tras revisar su solicitud, por ahora no continuaremos con el proceso.\n\nLe deseamos mucho éxito en su búsqueda.',
  },
  {
    name: 'Offer',
    purpose: 'offer',
    language: 'en',
    subject: 'An offer for {{job_title}}',
    body: 'Hello {{first_name}},\n\nCongratulations: we are preparing an offer for the {{job_title}} role ({{requisition}}). A recruiter will contact you shortly with the details.',
  },
  {
    name: 'Oferta',
    purpose: 'offer',
    language: 'es',
    subject: 'Una oferta para {{job_title}}',
    body: 'Hola {{first_name}}:\n\n¡Felicidades! Estamos preparando una oferta para el puesto de {{job_title}} ({{requisition}}). Una persona de reclutamiento le contactará en breve con los detalles.',
  },
  {
    name: 'Reminder',
    purpose: 'reminder',
    language: 'en',
    subject: 'Reminder: your application for {{job_title}}',
    body: 'Hello {{first_name}},\n\nA friendly reminder about your application for {{job_title}}. You can find the job details here: {{job_link}}',
  },
  {
    name: 'Recordatorio',
    purpose: 'reminder',
    language: 'es',
    subject: 'Recordatorio: su solicitud para {{job_title}}',
    body: 'Hola {{first_name}}:\n\nLe recordamos su solicitud para {{job_title}}. Encontrará los detalles del puesto aquí: {{job_link}}',
  },
];
