import type { TOperation } from './operations';

export type TMenuItemType = 'group' | 'collapse' | 'item';

export interface TMenuItem {
  id: string;
  /** A second permission id that also grants this entry (SPEC §2, Testing Results). */
  altId?: string;
  title: string;
  type: TMenuItemType;
  url?: string;
  /** Name of the icon the web app renders; the contract stays free of UI code. */
  icon?: string;
  chip?: { label: string; color?: 'primary' | 'secondary' | 'default' };
  /** Operations a role may be granted on this entry; only items carry them. */
  operations?: readonly TOperation[];
  /** Routes under this path are guarded by this item's permission. */
  children?: TMenuItem[];
  /** Groups excluded from the normal menu (SPEC §2). */
  excludedFromMenu?: boolean;
}

const VED = ['view', 'edit', 'delete'] as const;
const VEDS = ['view', 'edit', 'delete', 'small_teams'] as const;
const V = ['view'] as const;
const VE = ['view', 'edit'] as const;

const item = (
  id: string,
  title: string,
  url: string,
  operations: readonly TOperation[],
  icon: string,
  altId?: string,
): TMenuItem => ({ id, title, url, operations, icon, type: 'item', ...(altId ? { altId } : {}) });

export const MENU_ITEMS: TMenuItem[] = [
  {
    id: 'group-dashboard',
    title: 'Dashboard',
    type: 'group',
    excludedFromMenu: true,
    children: [item('dashboard', 'Dashboard', '/dashboard', V, 'dashboard')],
  },
  {
    id: 'group-clients',
    title: 'Clients',
    type: 'group',
    children: [item('lines-of-business', 'Lines of Business', '/clients/lines-of-business', VE, 'business')],
  },
  {
    id: 'group-talent-discovery',
    title: 'Talent Discovery',
    type: 'group',
    children: [
      item('requisitions', 'Requisitions', '/talent-discovery/requisitions', VEDS, 'work'),
      {
        id: 'applicants',
        title: 'Applicants',
        type: 'collapse',
        icon: 'people',
        children: [
          item(
            'applicant-tracker',
            'Manual Applicant Tracker',
            '/talent-discovery/applicant-tracker',
            VEDS,
            'person-add',
          ),
          item(
            'req-applicant-tracker',
            'Requisition Applicant Tracker',
            '/talent-discovery/req-applicant-tracker',
            VEDS,
            'assignment-ind',
          ),
        ],
      },
      {
        id: 'screening',
        title: 'Screening Content',
        type: 'collapse',
        icon: 'quiz',
        children: [
          item(
            'qualification-questions',
            'Qualification Questions',
            '/talent-discovery/qualification-questions',
            VED,
            'help',
          ),
          item(
            'qualification-question-profiles',
            'Qualification Question Profiles',
            '/talent-discovery/qualification-question-profiles',
            VED,
            'checklist',
          ),
          item('video-questions', 'Video Questions', '/talent-discovery/video-questions', VED, 'videocam'),
          item(
            'video-question-profiles',
            'Video Question Profiles',
            '/talent-discovery/video-question-profiles',
            VED,
            'video-library',
          ),
          item('resume-profiles', 'Resume Profiles', '/talent-discovery/resume-profiles', VED, 'description'),
          item('typing-tests', 'Typing Tests', '/talent-discovery/typing-tests', VED, 'keyboard'),
          item(
            'assessment-templates',
            'Assessment Templates',
            '/talent-discovery/assessment-templates',
            VED,
            'translate',
          ),
        ],
      },
      {
        id: 'results',
        title: 'Results',
        type: 'collapse',
        icon: 'assessment',
        children: [
          item(
            'video-question-results',
            'Video Question Results',
            '/talent-discovery/video-question-results',
            V,
            'ondemand-video',
          ),
          item(
            'resume-screen-results',
            'Resume Screen Results',
            '/talent-discovery/resume-screen-results',
            V,
            'plagiarism',
          ),
          item(
            'typing-test-results',
            'Typing Test Results',
            '/talent-discovery/typing-test-results',
            V,
            'speed',
          ),
        ],
      },
      item('class-requests', 'Class Requests Tracker', '/talent-discovery/class-requests', VED, 'groups'),
      item('resources', 'Resources', '/talent-discovery/resources', VED, 'folder'),
    ],
  },
  {
    id: 'group-testing-results',
    title: 'Testing Results',
    type: 'group',
    excludedFromMenu: true,
    children: [
      item(
        'testing-video-question-results',
        'Video Question Results',
        '/testing-results/video-question-results',
        V,
        'ondemand-video',
        'video-questions',
      ),
      item(
        'testing-resume-screen-results',
        'Resume Screen Results',
        '/testing-results/resume-screen-results',
        V,
        'plagiarism',
        'resume-profiles',
      ),
      item(
        'testing-typing-test-results',
        'Typing Test Results',
        '/testing-results/typing-test-results',
        V,
        'speed',
        'typing-tests',
      ),
    ],
  },
  {
    id: 'group-generative-ai',
    title: 'Generative AI',
    type: 'group',
    children: [
      item('prompt-library', 'Prompt Library', '/generative-ai/prompt-library', VED, 'auto-awesome'),
    ],
  },
  {
    id: 'group-settings',
    title: 'Settings',
    type: 'group',
    children: [
      item('user-management', 'User Management', '/settings/user-management', VED, 'manage-accounts'),
      item(
        'roles-and-permissions',
        'Roles & Permissions',
        '/settings/roles-and-permissions',
        VE,
        'admin-panel-settings',
      ),
      item('email-templates', 'Email Templates', '/settings/email-templates', VED, 'mail'),
      item('archived-items', 'Archived Items', '/archived-items', VE, 'inventory'),
      item('audit-log', 'Audit Log', '/settings/audit-log', V, 'history'),
      item('api-tokens', 'API Tokens', '/settings/api-tokens', VED, 'key'),
      item('webhooks', 'Webhooks', '/settings/webhooks', VED, 'webhook'),
    ],
  },
];

/** Every leaf entry that carries permissions, in menu order. */
export const PERMISSION_ITEMS: TMenuItem[] = (() => {
  const out: TMenuItem[] = [];
  const walk = (items: TMenuItem[]) => {
    for (const i of items) {
      if (i.type === 'item' && i.operations) out.push(i);
      if (i.children) walk(i.children);
    }
  };
  walk(MENU_ITEMS);
  return out;
})();

export const PERMISSION_IDS = PERMISSION_ITEMS.map((i) => i.id);
export type TPermissionId = string;

export const permissionItem = (id: string): TMenuItem | undefined =>
  PERMISSION_ITEMS.find((i) => i.id === id);
