import {
  ASSESSMENT_TEMPLATE_PATHS as P,
  type TOperation,
  ZAssessmentTemplate,
  ZAssessmentTemplateCreate,
  ZAssessmentTemplateListQuery,
  ZAssessmentTemplateUpdate,
  ZEnvelope,
  ZIdParam,
  ZListPage,
} from '@ats/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteByIdRoute } from '../../plugins/delete-by-id-route';
import { callerOf, type RoutePermission } from '../../plugins/route-access';
import type { ModuleDeps } from '../module-deps';
import { uploadsServiceFor } from '../uploads';
import { createAssessmentTemplatesService } from './assessment-templates.service';

const access = (op: TOperation, alsoGrantedBy?: RoutePermission['alsoGrantedBy']) => ({
  access: {
    permission: { menuItem: 'assessment-templates', op, ...(alsoGrantedBy ? { alsoGrantedBy } : {}) },
  },
});

/** Language and writing assessment templates (Talent Discovery → Assessment Templates). */
export const assessmentTemplatesRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const service = createAssessmentTemplatesService(deps.db, uploadsServiceFor(deps));
    const tags = ['assessment-templates'];
    const one = { 200: ZEnvelope(ZAssessmentTemplate) };

    app.post(
      P.create,
      { config: access('edit'), schema: { tags, body: ZAssessmentTemplateCreate, response: one } },
      async (req) => ({ data: await service.create(req.body, callerOf(req)) }),
    );
    app.put(
      P.update,
      {
        config: access('edit'),
        schema: { tags, params: ZIdParam, body: ZAssessmentTemplateUpdate, response: one },
      },
      async (req) => ({ data: await service.update(req.params.id, req.body, callerOf(req)) }),
    );
    deleteByIdRoute(app, P.delete, {
      config: access('delete'),
      tags,
      remove: service.remove,
      message: 'Assessment template deleted',
    });
    app.get(
      P.get,
      { config: access('view'), schema: { tags, params: ZIdParam, response: one } },
      async (req) => ({ data: await service.get(req.params.id) }),
    );
    app.get(
      P.list,
      {
        // The "Send assessment" dialog picks a template: tracker editors may list them.
        config: access('view', [
          { menuItem: 'req-applicant-tracker', op: 'edit' },
          { menuItem: 'applicant-tracker', op: 'edit' },
        ]),
        schema: {
          tags,
          querystring: ZAssessmentTemplateListQuery,
          response: { 200: ZListPage(ZAssessmentTemplate) },
        },
      },
      async (req) => ({ data: await service.list(req.query) }),
    );
  };
