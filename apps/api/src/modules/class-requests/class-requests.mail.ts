import {
  CLASS_REQUEST_FIELDS,
  CLASS_REQUEST_TYPES,
  formatClassRequestValue,
  labelOf,
  type TClassRequestContent,
} from '@ats/contract';
import type { MailMessage } from '../../adapters/mail/outbox.repo';

const details = (content: TClassRequestContent) =>
  CLASS_REQUEST_FIELDS.filter((f) => f.key !== 'lobId')
    .map((f) => [f.label, formatClassRequestValue(f, content)] as const)
    .filter(([, v]) => v !== '')
    .map(([label, v]) => `  ${label}: ${v}`)
    .join('\n');

/** To the requester: their reference number and a copy of what they sent. */
export const requesterConfirmation = (
  content: TClassRequestContent,
  referenceNumber: string,
): MailMessage => ({
  to: content.email,
  subject: `We received your hiring request ${referenceNumber}`,
  text: [
    `Hello ${content.requesterName},`,
    '',
    `Thank you for your ${labelOf(CLASS_REQUEST_TYPES, content.type).toLowerCase()} hiring request for "${content.positionTitle}".`,
    `Your reference number is ${referenceNumber}. Please quote it when you contact us.`,
    'Our talent-discovery team will review it and get back to you shortly.',
    '',
    'What you sent:',
    details(content),
    '',
    'If you did not send this request, you can ignore this message.',
  ].join('\n'),
});

/** To staff: a new request is waiting in the tracker. */
export const staffNotification = (
  to: string,
  content: TClassRequestContent,
  referenceNumber: string,
  link: string,
): MailMessage => ({
  to,
  subject: `New class request ${referenceNumber}: ${content.positionTitle} (${content.company})`,
  text: [
    `A new ${labelOf(CLASS_REQUEST_TYPES, content.type).toLowerCase()} class request arrived through the hiring form.`,
    '',
    details(content),
    '',
    `Open it in the Class Requests Tracker: ${link}`,
  ].join('\n'),
});
