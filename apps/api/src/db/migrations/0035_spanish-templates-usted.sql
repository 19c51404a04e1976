-- The seeded Spanish email templates (0016) addressed the candidate as tú; every other candidate
-- email and page says usted. Each seeded row is rewritten only while its subject and body are still
-- exactly the seeded text: a template staff edited stays as they wrote it.
-- (New text: packages/contract/src/email-templates/default-email-templates.ts.)
UPDATE "email_templates" SET "subject" = 'Entrevista para {{job_title}}', "body" = 'Hola {{first_name}}:

Nos gustaría conocerle en una entrevista para el puesto de {{job_title}} ({{line_of_business}}).

Cuándo: {{interview_when}}
Dónde: {{interview_where}}

Adjuntamos la invitación de calendario. Responda a este correo si el horario no le conviene.

Detalles del puesto: {{job_link}}', "updated_at" = now()
WHERE "purpose" = 'invitation' AND "language" = 'es' AND "subject" = 'Entrevista para {{job_title}}' AND "body" = 'Hola {{first_name}}:

Nos gustaría conocerte en una entrevista para el puesto de {{job_title}} ({{line_of_business}}).

Cuándo: {{interview_when}}
Dónde: {{interview_where}}

Adjuntamos la invitación de calendario. Responde a este correo si el horario no te conviene.

Detalles del puesto: {{job_link}}';
--> statement-breakpoint
UPDATE "email_templates" SET "subject" = 'Su solicitud para {{job_title}}', "body" = 'Hola {{first_name}}:

Gracias por su interés en el puesto de {{job_title}}. Tras revisar su solicitud, por ahora no continuaremos con el proceso.

Le deseamos mucho éxito en su búsqueda.', "updated_at" = now()
WHERE "purpose" = 'decline' AND "language" = 'es' AND "subject" = 'Tu solicitud para {{job_title}}' AND "body" = 'Hola {{first_name}}:

Gracias por tu interés en el puesto de {{job_title}}. Tras revisar tu solicitud, por ahora no continuaremos con el proceso.

Te deseamos mucho éxito en tu búsqueda.';
--> statement-breakpoint
UPDATE "email_templates" SET "subject" = 'Una oferta para {{job_title}}', "body" = 'Hola {{first_name}}:

¡Felicidades! Estamos preparando una oferta para el puesto de {{job_title}} ({{requisition}}). Una persona de reclutamiento le contactará en breve con los detalles.', "updated_at" = now()
WHERE "purpose" = 'offer' AND "language" = 'es' AND "subject" = 'Una oferta para {{job_title}}' AND "body" = 'Hola {{first_name}}:

¡Felicidades! Estamos preparando una oferta para el puesto de {{job_title}} ({{requisition}}). Un reclutador te contactará en breve con los detalles.';
--> statement-breakpoint
UPDATE "email_templates" SET "subject" = 'Recordatorio: su solicitud para {{job_title}}', "body" = 'Hola {{first_name}}:

Le recordamos su solicitud para {{job_title}}. Encontrará los detalles del puesto aquí: {{job_link}}', "updated_at" = now()
WHERE "purpose" = 'reminder' AND "language" = 'es' AND "subject" = 'Recordatorio: tu solicitud para {{job_title}}' AND "body" = 'Hola {{first_name}}:

Te recordamos tu solicitud para {{job_title}}. Encontrarás los detalles del puesto aquí: {{job_link}}';
