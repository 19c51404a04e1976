// What other modules may use of "anps"; everything else in this folder is its own.

export { anpsRoutes } from './anps.routes';
export { isFinalDecision, sendAutomaticAnps } from './anps-auto';
