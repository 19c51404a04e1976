import { describe, expect, it } from 'vitest';
import { anpsOf, cefrEstimate, cefrMappingText } from './cefr';

describe('CEFR estimate', () => {
  it('maps percentages to levels at the stated band edges', () => {
    const at = (p: number) => cefrEstimate(p, 'C2').level;
    expect([0, 29.9, 30, 44.9, 45, 59.9, 60, 74.9, 75, 89.9, 90, 100].map(at)).toEqual([
      'A1',
      'A1',
      'A2',
      'A2',
      'B1',
      'B1',
      'B2',
      'B2',
      'C1',
      'C1',
      'C2',
      'C2',
    ]);
  });
  it('never estimates more than one level above the target', () => {
    expect(cefrEstimate(95, 'B1')).toEqual({ level: 'B2', capped: true });
    expect(cefrEstimate(50, 'B1')).toEqual({ level: 'B1', capped: false });
    expect(cefrMappingText('B1')).toMatch(/at most B2 for a test targeting B1/);
  });
});

describe('aNPS', () => {
  it('is % promoters (9–10) minus % detractors (0–6)', () => {
    expect(anpsOf([10, 9, 8, 7, 6, 0])).toEqual({
      responses: 6,
      promoters: 2,
      passives: 2,
      detractors: 2,
      anps: 0,
    });
    expect(anpsOf([10, 10, 3]).anps).toBe(33.3);
    expect(anpsOf([]).anps).toBeNull();
  });
});
