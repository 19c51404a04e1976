import {
  CLASS_REQUEST_FIELDS,
  compareClassRequestVersions,
  formatClassRequestValue,
  ZClassRequestAgentSubmit,
  ZClassRequestContent,
} from '@ats/contract';
import { describe, expect, it } from 'vitest';

const agent = ZClassRequestContent.parse({
  type: 'agent',
  requesterName: 'Dana Client',
  email: 'dana@example.com',
  phone: '+63 2 8123 4567',
  company: 'Northwind',
  positionTitle: 'CSR',
  headcount: 25,
  targetStartDate: '2027-03-01',
  country: 'philippines',
  workMode: 'onsite',
  employmentType: 'full-time',
  shift: 'night',
  hoursPerWeek: 40,
  payMin: 450,
  payMax: 600,
  payCurrency: 'USD',
  payPeriod: 'month',
  channels: ['voice', 'chat'],
  languages: [{ language: 'English', level: 'fluent' }],
  minTypingWpm: 35,
  callCenterExperience: 'six-months',
  accountType: 'inbound',
});

const field = (key: string) => CLASS_REQUEST_FIELDS.find((f) => f.key === key)!;

describe('version comparison', () => {
  it('formats values with their labels', () => {
    expect(formatClassRequestValue(field('channels'), agent)).toBe('Voice, Chat');
    expect(formatClassRequestValue(field('languages'), agent)).toBe('English (Fluent)');
    expect(formatClassRequestValue(field('country'), agent)).toBe('Philippines');
    expect(formatClassRequestValue(field('department'), agent)).toBe('');
  });

  it('marks exactly the fields that differ', () => {
    const next = { ...agent, headcount: 40, channels: ['voice'] };
    const changed = compareClassRequestVersions(agent, next).filter((r) => r.changed);
    expect(changed.map((r) => [r.field.key, r.before, r.after])).toEqual([
      ['headcount', '25', '40'],
      ['channels', 'Voice, Chat', 'Voice'],
    ]);
  });

  it('shows both types’ fields when the type changed between versions', () => {
    const {
      channels: _c,
      languages: _l,
      minTypingWpm: _w,
      callCenterExperience: _e,
      accountType: _a,
      ...common
    } = agent as Record<string, unknown>;
    const nonAgent = {
      ...common,
      type: 'non-agent',
      department: 'Finance',
      seniority: 'senior',
      requiredSkills: ['Payroll'],
      educationLevel: 'bachelor',
    };
    const rows = compareClassRequestVersions(agent, nonAgent);
    expect(rows.find((r) => r.field.key === 'channels')).toMatchObject({
      before: 'Voice, Chat',
      changed: true,
    });
    expect(rows.find((r) => r.field.key === 'department')).toMatchObject({
      before: '',
      after: 'Finance',
      changed: true,
    });
  });

  it('the guest schema refuses an inverted pay range and names the field', () => {
    const r = ZClassRequestAgentSubmit.safeParse({ ...agent, payMin: 900, payMax: 100 });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path.join('.'))).toEqual(['payMax']);
  });
});
