-- Default candidate email templates (packages/contract/src/email-templates/default-email-templates.ts); editable in Settings › Email Templates.
INSERT INTO "email_templates" ("name", "purpose", "language", "subject", "body") VALUES
('Interview invitation', 'invitation', 'en', 'Interview for {{job_title}}', 'Hello {{first_name}},

We would like to meet you for an interview for the {{job_title}} role ({{line_of_business}}).

When: {{interview_when}}
Where: {{interview_where}}

The calendar invitation is attached. Reply to this email if the time does not suit you.

Job details: {{job_link}}'),
('Invitación a entrevista', 'invitation', 'es', 'Entrevista para {{job_title}}', 'Hola {{first_name}}:

Nos gustaría conocerte en una entrevista para el puesto de {{job_title}} ({{line_of_business}}).

Cuándo: {{interview_when}}
Dónde: {{interview_where}}

Adjuntamos la invitación de calendario. Responde a este correo si el horario no te conviene.

Detalles del puesto: {{job_link}}'),
('Decline after review', 'decline', 'en', 'Your application for {{job_title}}', 'Hello {{first_name}},

Thank you for your interest in the {{job_title}} role. After careful review we will not be moving forward with your application at this time.

We wish you every success in your search.'),
('Rechazo tras revisión', 'decline', 'es', 'Tu solicitud para {{job_title}}', 'Hola {{first_name}}:

Gracias por tu interés en el puesto de {{job_title}}. Tras revisar tu solicitud, por ahora no continuaremos con el proceso.

Te deseamos mucho éxito en tu búsqueda.'),
('Offer', 'offer', 'en', 'An offer for {{job_title}}', 'Hello {{first_name}},

Congratulations: we are preparing an offer for the {{job_title}} role ({{requisition}}). A recruiter will contact you shortly with the details.'),
('Oferta', 'offer', 'es', 'Una oferta para {{job_title}}', 'Hola {{first_name}}:

¡Felicidades! Estamos preparando una oferta para el puesto de {{job_title}} ({{requisition}}). Un reclutador te contactará en breve con los detalles.'),
('Reminder', 'reminder', 'en', 'Reminder: your application for {{job_title}}', 'Hello {{first_name}},

A friendly reminder about your application for {{job_title}}. You can find the job details here: {{job_link}}'),
('Recordatorio', 'reminder', 'es', 'Recordatorio: tu solicitud para {{job_title}}', 'Hola {{first_name}}:

Te recordamos tu solicitud para {{job_title}}. Encontrarás los detalles del puesto aquí: {{job_link}}');
