// What tests of other features may use of "auth": a password set without the mail flow.
export { setPasswordHash } from './auth.repo';
