import { INTERVIEW_TYPES, labelOf } from '@ats/contract';
import type { MailMessage } from '../../adapters/mail/outbox.repo';

/** The language of a candidate mail: the applicant's, or what staff chose for this send. */
export type MailLanguage = 'en' | 'es';
export const mailLanguageOf = (language: string | null | undefined): MailLanguage =>
  language === 'es' ? 'es' : 'en';

export interface InterviewMailFacts {
  to: string;
  firstName: string;
  type: string;
  jobTitle: string;
  link: string;
  expiresAt: Date;
  /** 2 for a retake. */
  attempt: number;
  language: MailLanguage;
}

const WHAT_ES: Record<string, string> = {
  'video-question': 'entrevista en video',
  'resume-profile': 'revisión de currículum',
  'typing-assessment': 'prueba de mecanografía',
  language: 'evaluación de idioma',
  writing: 'evaluación de redacción',
};

/** The expiry in the candidate's language, with the time zone named (one format per language). */
const until = (d: Date, language: MailLanguage) =>
  new Intl.DateTimeFormat(language === 'es' ? 'es-CR' : 'en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(d);

const TEXT = {
  en: {
    what: (f: InterviewMailFacts) => labelOf(INTERVIEW_TYPES, f.type).toLowerCase(),
    forRole: (f: InterviewMailFacts) => (f.jobTitle ? ` for the ${f.jobTitle} position` : ''),
    hello: (f: InterviewMailFacts) => `Hello ${f.firstName || 'there'},`,
    expiry: (d: Date) => `The link works until ${until(d, 'en')} and only for you: please do not share it.`,
    subject: (w: string, r: string, retake: boolean) => (retake ? `Your ${w} retake${r}` : `Your ${w}${r}`),
    retake: (w: string, r: string) =>
      `You have been given one more attempt at the ${w}${r}. Your earlier attempt is kept.`,
    first: (w: string, r: string) =>
      `As the next step of your application${r}, please complete a short ${w}.`,
    typingTip: 'Find a quiet moment and a keyboard: the timer starts with your first keystroke.',
    tip: 'Find a quiet moment before you begin.',
    start: (link: string) => `Start here: ${link}`,
    ignore: 'If you did not apply with us, you can ignore this message.',
    reminderSubject: (w: string, r: string) => `Reminder: your ${w}${r} is waiting`,
    reminder: (w: string, r: string) => `A friendly reminder: your ${w}${r} has not been started yet.`,
  },
  es: {
    what: (f: InterviewMailFacts) => WHAT_ES[f.type] ?? labelOf(INTERVIEW_TYPES, f.type).toLowerCase(),
    forRole: (f: InterviewMailFacts) => (f.jobTitle ? ` para el puesto ${f.jobTitle}` : ''),
    hello: (f: InterviewMailFacts) => (f.firstName ? `Hola ${f.firstName}:` : 'Hola:'),
    expiry: (d: Date) => `El enlace funciona hasta el ${until(d, 'es')} y solo para usted: no lo comparta.`,
    subject: (w: string, r: string, retake: boolean) =>
      retake ? `Nuevo intento de su ${w}${r}` : `Su ${w}${r}`,
    retake: (w: string, r: string) => `Tiene un intento más de la ${w}${r}. Su intento anterior se conserva.`,
    first: (w: string, r: string) => `Como siguiente paso de su solicitud${r}, complete una breve ${w}.`,
    typingTip: 'Busque un momento tranquilo y un teclado: el tiempo empieza con la primera tecla.',
    tip: 'Busque un momento tranquilo antes de empezar.',
    start: (link: string) => `Empiece aquí: ${link}`,
    ignore: 'Si usted no se postuló con nosotros, puede ignorar este mensaje.',
    reminderSubject: (w: string, r: string) => `Recordatorio: su ${w}${r} le espera`,
    reminder: (w: string, r: string) => `Un recordatorio amable: aún no ha empezado su ${w}${r}.`,
  },
} as const;

/** The invitation: the link to the candidate page, what to expect, until when it works. */
export const invitationMail = (f: InterviewMailFacts): MailMessage => {
  const t = TEXT[f.language];
  const w = t.what(f);
  const r = t.forRole(f);
  return {
    to: f.to,
    subject: t.subject(w, r, f.attempt > 1),
    text: [
      t.hello(f),
      '',
      f.attempt > 1 ? t.retake(w, r) : t.first(w, r),
      f.type === 'typing-assessment' ? t.typingTip : t.tip,
      '',
      t.start(f.link),
      '',
      t.expiry(f.expiresAt),
      '',
      t.ignore,
    ].join('\n'),
  };
};

/** The one reminder, when the candidate has not started after the configured delay. */
export const reminderMail = (f: InterviewMailFacts): MailMessage => {
  const t = TEXT[f.language];
  const w = t.what(f);
  const r = t.forRole(f);
  return {
    to: f.to,
    subject: t.reminderSubject(w, r),
    text: [t.hello(f), '', t.reminder(w, r), '', t.start(f.link), '', t.expiry(f.expiresAt)].join('\n'),
  };
};
