import { describe, expect, it } from 'vitest';
import { payAmountOf } from './pay-amount';

describe('the pay of a job as numbers', () => {
  it('reads a currency, an amount or a range, and a unit from the ways recruiters write pay', () => {
    expect(payAmountOf('PHP 24,000 – 28,000 per month plus night differential')).toEqual({
      currency: 'PHP',
      min: 24000,
      max: 28000,
      unit: 'MONTH',
    });
    expect(payAmountOf('USD 18 per hour')).toEqual({ currency: 'USD', min: 18, max: 18, unit: 'HOUR' });
    expect(payAmountOf('usd 18.50 an hour')).toMatchObject({ currency: 'USD', min: 18.5, unit: 'HOUR' });
    expect(payAmountOf('CRC 450.000 a 500.000 por mes')).toEqual({
      currency: 'CRC',
      min: 450000,
      max: 500000,
      unit: 'MONTH',
    });
    expect(payAmountOf('ZAR 95/hour')).toMatchObject({ min: 95, unit: 'HOUR' });
    expect(payAmountOf('INR 1,100.25 per day')).toMatchObject({ min: 1100.25, unit: 'DAY' });
  });

  it('gives nothing where the text does not state it plainly', () => {
    for (const text of [
      '',
      'Competitive',
      '18 per hour',
      'USD 18',
      'USD 20 – 18 per hour',
      'USD 18 per shift',
      'USD 1,00,000 per year',
      'About USD 18 per hour',
    ])
      expect(payAmountOf(text)).toBeNull();
  });
});
