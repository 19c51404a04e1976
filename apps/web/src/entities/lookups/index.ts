/** Lookups for pickers and filters: lines of business, requisitions, roles. */
export {
  useLobOptionsQuery,
  useRequisitionOptionsQuery,
  useRoleOptionsQuery,
} from './api';
export { useLobChoices } from './use-lob-choices';
