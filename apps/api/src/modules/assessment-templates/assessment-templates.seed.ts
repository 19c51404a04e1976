import { ZAssessmentTemplateCreate } from '@ats/contract';
import type { DemoSeedContext } from '../../db/seed/demo-seed-context';
import { insertTemplate } from './assessment-templates.repo';
import { DEFAULT_LANGUAGE_TEMPLATE, DEFAULT_WRITING_TEMPLATE } from './default-templates';

/** The default English language and writing templates (validated by the contract first). */
export const seedAssessmentTemplates = async ({ db }: Pick<DemoSeedContext, 'db'>) => {
  for (const t of [DEFAULT_LANGUAGE_TEMPLATE, DEFAULT_WRITING_TEMPLATE])
    await insertTemplate(db, ZAssessmentTemplateCreate.parse(t));
};
