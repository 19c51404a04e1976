export * from './default-email-templates';
export * from './email-template.schema';
export * from './email-template-paths';
