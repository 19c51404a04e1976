import { seedApplicantsDemo } from '../../modules/applicants';
import { seedAssessmentTemplates } from '../../modules/assessment-templates';
import { seedClassRequestsDemo } from '../../modules/class-requests';
import { seedInterviewsDemo } from '../../modules/interviews';
import { seedRequisitionsDemo } from '../../modules/requisitions';
import { seedScreeningDemo } from '../../modules/screening';
import type { DemoSeedContext } from './demo-seed-context';

/**
 * Demo data loaded once on a fresh install (unless SEED_DEMO=false). Each domain adds its own
 * seeder here, in dependency order. Tests never rely on it.
 */
export const DEMO_SEEDERS: { name: string; run: (ctx: DemoSeedContext) => Promise<void> }[] = [
  { name: 'clients and requisitions', run: seedRequisitionsDemo },
  { name: 'screening content', run: seedScreeningDemo },
  { name: 'assessment templates', run: seedAssessmentTemplates },
  { name: 'applicants', run: seedApplicantsDemo },
  { name: 'class requests', run: seedClassRequestsDemo },
  { name: 'interviews', run: seedInterviewsDemo },
];
