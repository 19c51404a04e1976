export * from './application.schema';
export * from './job-posting';
export * from './personal-info-limits';
