import { formatClassRequestValue, type TClassRequestFieldInfo } from '@ats/contract';
import { formatDate, formatMoney, formatNumber } from '../../../shared/format/format';

const MONEY_FIELDS = new Set(['payMin', 'payMax']);
const DATE_FIELDS = new Set(['targetStartDate']);
const NUMBER_FIELDS = new Set(['headcount', 'hoursPerWeek', 'minTypingWpm']);

/**
 * A class request field as the reader reads it: dates and money through the shared formatting
 * module (the reader's locale, money with the request's currency), the rest as the contract words it.
 */
export const classRequestValue = (field: TClassRequestFieldInfo, content: unknown): string => {
  const c = content as Record<string, unknown> | undefined;
  const value = c?.[field.key];
  if (value === undefined || value === null || value === '') return '';
  if (DATE_FIELDS.has(field.key) && typeof value === 'string') return formatDate(value);
  if (MONEY_FIELDS.has(field.key) && typeof value === 'number')
    return formatMoney(value, typeof c?.payCurrency === 'string' ? c.payCurrency : 'USD');
  if (NUMBER_FIELDS.has(field.key) && typeof value === 'number') return formatNumber(value, 0);
  return formatClassRequestValue(field, content);
};
