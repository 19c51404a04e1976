export * from './application.schema';
export * from './job-posting';
