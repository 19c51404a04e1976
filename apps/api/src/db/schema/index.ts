export * from './audit-log';
export * from './lines-of-business';
export * from './mail-outbox';
export * from './roles';
export * from './sessions';
export * from './users';
