import {
  ACCOUNT_TYPES,
  AGENT_CHANNELS,
  CALL_CENTER_EXPERIENCE,
  COUNTRIES,
  EDUCATION_LEVELS,
  formatPayRange,
  LANGUAGE_LEVELS,
  labelOf,
  SENIORITY_LEVELS,
  SHIFTS,
  type TClassRequestContent,
  WORK_MODES,
} from '@ats/contract';
import type { DraftRequisition } from './class-requests.repo';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const list = (items: string[]) => `<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`;

/** The job description the draft starts with: the request's requirements, escaped HTML. */
const descriptionOf = (c: TClassRequestContent) => {
  const requirements =
    c.type === 'agent'
      ? [
          `Channels: ${c.channels.map((ch) => labelOf(AGENT_CHANNELS, ch)).join(', ')}`,
          `Account type: ${labelOf(ACCOUNT_TYPES, c.accountType)}`,
          `Languages: ${c.languages.map((l) => `${l.language} (${labelOf(LANGUAGE_LEVELS, l.level)})`).join(', ')}`,
          `Call-center experience: ${labelOf(CALL_CENTER_EXPERIENCE, c.callCenterExperience)}`,
          ...(c.minTypingWpm > 0 ? [`Typing speed: at least ${c.minTypingWpm} words per minute`] : []),
        ]
      : [
          `Department: ${c.department}`,
          `Seniority: ${labelOf(SENIORITY_LEVELS, c.seniority)}`,
          `Education: ${labelOf(EDUCATION_LEVELS, c.educationLevel)}`,
          `Skills: ${c.requiredSkills.join(', ')}`,
        ];
  return [
    `<p>${escapeHtml(`${c.positionTitle} for ${c.company}.`)}</p>`,
    '<h3>Requirements</h3>',
    list(requirements),
    // Never the request's notes: they are internal (defect 1) and the description is public.
  ].join('');
};

/** Maps the current version of a class request onto a draft requisition's columns. */
export const draftRequisitionFrom = (
  c: TClassRequestContent,
  ctx: {
    lobId: string;
    lineType: string;
    name: string | undefined;
    requisitionUid: string;
    createdBy: string;
  },
): DraftRequisition => ({
  requisitionUid: ctx.requisitionUid,
  name: (ctx.name ?? `${c.company} – ${c.positionTitle}`).slice(0, 160),
  lobId: ctx.lobId,
  jobTitle: c.positionTitle,
  // The real location (city or site) with its country; remote work says so.
  location: [
    c.workMode === 'remote' ? labelOf(WORK_MODES, 'remote') : '',
    c.location?.trim() ?? '',
    labelOf(COUNTRIES, c.country),
  ]
    .filter(Boolean)
    .join(', ')
    .slice(0, 150),
  employmentType: c.employmentType,
  workEnvironment: c.workMode,
  groupType: ctx.lineType === 'small-teams' ? 'small-teams' : 'bpo',
  country: c.country,
  description: descriptionOf(c),
  payText: formatPayRange(c),
  shiftText: `${labelOf(SHIFTS, c.shift)}, ${c.hoursPerWeek} hours per week`,
  startDate: c.targetStartDate,
  requiredHC: c.headcount,
  createdBy: ctx.createdBy,
});
