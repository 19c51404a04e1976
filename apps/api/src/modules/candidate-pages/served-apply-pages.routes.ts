import {
  applicationStepPath,
  PUBLIC_URLS,
  publicPath,
  type TApplicationPlan,
  type TPublicResource,
} from '@ats/contract';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error';
import { pgClientError } from '../../plugins/errors';
import { contextOf, createApplicationsService, setCookie } from '../applications';
import type { ModuleDeps } from '../module-deps';
import { createResourcesService } from '../resources';
import { uploadsServiceFor } from '../uploads';
import { chooseLanguage, type PageWords, rememberLanguage } from './public-i18n';
import type { HeadTags } from './public-pages';
import {
  accommodationsOf,
  clearConsent,
  consentValue,
  emptyValues,
  fieldErrorsOf,
  formBodyOf,
  fromThisSite,
  keepConsent,
  parseFormBody,
  personalInfoSubmit,
  personalValuesOf,
  readConsent,
} from './served-apply-form';
import {
  alreadyAppliedPage,
  type InstructionsState,
  instructionsPage,
  messagePage,
  type PersonalInfoState,
  personalInfoPage,
  type ServedStep,
} from './served-apply-html';
import { APPLY_CSS } from './served-apply-style';
import { servedDocument } from './served-page-style';
import type { WebBuild } from './web-build';

const STEPS: readonly string[] = ['instructions-reminders', 'personal-info'] satisfies ServedStep[];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const FAILURES: Record<number, string> = {
  404: 'errors.notFound',
  409: 'errors.conflict',
  429: 'errors.tooMany',
};

type Params = { requisitionId: string; step: string };

/**
 * `/interviews/requisition/:requisitionId/apply/:step` for instructions-reminders and
 * personal-info (docs/decisions/candidate-pages.md#served-apply-steps):
 * GET draws the step, POST takes its form. instructions-reminders keeps the consent in a cookie of
 * these two pages; personal-info starts the application as the JSON route does and sends the
 * candidate on to the app's next step. Every answer is a page in the candidate's language.
 */
export const servedApplyPagesRoutes =
  (deps: ModuleDeps, build: WebBuild, words: PageWords): FastifyPluginAsync =>
  async (app) => {
    const script = build.manifest.scripts.applySteps;
    const document = servedDocument(build, APPLY_CSS);
    const flow = createApplicationsService(deps);
    const resources = createResourcesService(deps.db, uploadsServiceFor(deps));
    const { languages } = words;

    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 32_768 },
      (_req, body, done) => done(null, parseFormBody(String(body))),
    );

    /** The page's language (remembered when picked), and the headers of a page in it. */
    const languageOf = (req: FastifyRequest, reply: FastifyReply) => {
      const { lng, picked } = chooseLanguage(req, languages);
      if (picked) rememberLanguage(reply, lng);
      reply.type('text/html; charset=utf-8');
      reply.header('cache-control', 'no-store');
      reply.header('content-language', lng);
      reply.header('vary', 'Accept-Language, Cookie');
      // The forms' POSTs must say where they come from (fromThisSite): the app's default policy
      // (no-referrer) makes the browser send `Origin: null`, which cannot be told from another site.
      reply.header('referrer-policy', 'same-origin');
      return lng;
    };
    const head = (title: string, plan: TApplicationPlan | null, requisitionId: string): HeadTags => ({
      title: plan ? `${title} – ${plan.title}` : title,
      description: plan ? `${plan.title} – ${plan.clientName}` : title,
      canonical: UUID.test(requisitionId)
        ? `${deps.publicUrl}${publicPath('jobPage', { requisitionId })}`
        : `${deps.publicUrl}${PUBLIC_URLS.jobBoard}`,
      noindex: true,
    });
    const titleOf = (lng: string, key: string) => words.t(lng)(key);
    const page = (lng: string, plan: TApplicationPlan, step: ServedStep, body: string) =>
      document({
        lng,
        head: head(titleOf(lng, `steps.${step}`), plan, plan.requisitionId),
        body,
        ...(script ? { script } : {}),
      });
    /** A page without a job to show (closed, not an address, from another site). */
    const message = (
      reply: FastifyReply,
      lng: string,
      status: number,
      m: { title: string; text?: string; jobs?: boolean },
      requisitionId = '',
    ) =>
      reply.code(status).send(
        document({
          lng,
          head: head(titleOf(lng, m.title), null, requisitionId),
          body: messagePage(words, lng, m),
        }),
      );
    const closed = (reply: FastifyReply, lng: string, requisitionId: string) =>
      message(reply, lng, 404, { title: 'closed.title', text: 'closed.text', jobs: true }, requisitionId);

    /** The open job's plan, or null (not an id, not found, not published). */
    const planOf = async (requisitionId: string) => {
      if (!UUID.test(requisitionId)) return null;
      return flow.plan(requisitionId).catch((err) => {
        if (err instanceof HttpError && err.statusCode === 404) return null;
        throw err;
      });
    };
    const resourcesOf = (requisitionId: string) =>
      resources.forCandidate({ requisitionId }).catch((): TPublicResource[] => []);
    const stepUrl = (requisitionId: string, step: ServedStep) =>
      applicationStepPath(requisitionId, null, step);
    /** The consent is for the notice shown now (a new notice asks again). */
    const consentOf = (req: FastifyRequest, plan: TApplicationPlan) => {
      const c = readConsent(req);
      return c && c.noticeVersion === plan.privacyNoticeVersion ? c : null;
    };

    const instructions = async (
      reply: FastifyReply,
      lng: string,
      plan: TApplicationPlan,
      state: InstructionsState,
      status = 200,
    ) => {
      const list = await resourcesOf(plan.requisitionId);
      return reply
        .code(status)
        .send(page(lng, plan, 'instructions-reminders', instructionsPage(plan, list, words, lng, state)));
    };
    const personal = (
      reply: FastifyReply,
      lng: string,
      plan: TApplicationPlan,
      state: PersonalInfoState,
      status = 200,
    ) => reply.code(status).send(page(lng, plan, 'personal-info', personalInfoPage(plan, words, lng, state)));

    /** A failure of a step (429 included) as a page in the candidate's language (never JSON, never English only). */
    const failed = (err: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
      const lng = chooseLanguage(req, languages).lng;
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      const status = err instanceof HttpError ? err.statusCode : (err.statusCode ?? 500);
      if (status >= 500) req.log.error({ err }, 'served apply page failed');
      if (status === 429 && err instanceof HttpError) reply.headers(err.headers);
      const key = FAILURES[status] ?? (status < 500 ? 'errors.invalid' : 'errors.generic');
      return message(reply, lng, status >= 400 && status < 600 ? status : 500, { title: key });
    };
    const post = {
      config: { access: { public: true as const }, rateLimit: { allowList: () => false } },
      errorHandler: failed,
    };

    // Read like the JSON API: counted under the public rate limit (these pages query the database).
    app.get(PUBLIC_URLS.applyStep, post, async (req, reply) => {
      const { requisitionId, step } = req.params as Params;
      const lng = languageOf(req, reply);
      const plan = await planOf(requisitionId);
      if (!plan) return closed(reply, lng, requisitionId);
      if (!STEPS.includes(step))
        return reply.redirect(stepUrl(plan.requisitionId, 'instructions-reminders'), 303);
      const consent = consentOf(req, plan);
      if (step === 'instructions-reminders')
        return instructions(reply, lng, plan, {
          accepted: Boolean(consent),
          accommodations: consent?.accommodations ?? '',
        });
      if (!consent) return reply.redirect(stepUrl(plan.requisitionId, 'instructions-reminders'), 303);
      return personal(reply, lng, plan, { values: emptyValues(plan.country) });
    });

    app.post(PUBLIC_URLS.applyStep, post, async (req, reply) => {
      const { requisitionId, step } = req.params as Params;
      const lng = languageOf(req, reply);
      if (!fromThisSite(req, deps.publicUrl)) return message(reply, lng, 403, { title: 'errors.generic' });
      const plan = await planOf(requisitionId);
      if (!plan) return closed(reply, lng, requisitionId);
      if (!STEPS.includes(step))
        return reply.redirect(stepUrl(plan.requisitionId, 'instructions-reminders'), 303);
      const form = formBodyOf(req.body);

      if (step === 'instructions-reminders') {
        const accepted = form.consent === 'yes';
        const accommodations = accommodationsOf(form);
        const consent =
          accepted && accommodations !== null
            ? consentValue({ noticeVersion: plan.privacyNoticeVersion, accommodations })
            : null;
        if (!consent) {
          return instructions(
            reply,
            lng,
            plan,
            {
              accepted,
              accommodations: (form.accommodations ?? '').slice(0, 2000),
              errors: { consent: !accepted, accommodations: accepted || accommodations === null },
            },
            400,
          );
        }
        keepConsent(reply, plan.requisitionId, consent);
        return reply.redirect(stepUrl(plan.requisitionId, 'personal-info'), 303);
      }

      const consent = consentOf(req, plan);
      if (!consent) return reply.redirect(stepUrl(plan.requisitionId, 'instructions-reminders'), 303);
      const values = personalValuesOf(form, plan.country);
      const submit = personalInfoSubmit(form, values, consent, lng === 'es' ? 'es' : 'en');
      if (!submit.ok) return personal(reply, lng, plan, { values, errors: submit.errors }, 400);
      let started: Awaited<ReturnType<typeof flow.startApplication>>;
      try {
        started = await flow.startApplication(plan.requisitionId, submit.body, contextOf(req));
      } catch (thrown) {
        // A database refusal (e.g. the same application sent twice at once) is a 409 like in the API.
        const err = thrown instanceof HttpError ? thrown : pgClientError(thrown);
        if (!err) throw thrown;
        if (err.statusCode === 404) return closed(reply, lng, requisitionId);
        if (err.statusCode === 400)
          return personal(reply, lng, plan, { values, errors: fieldErrorsOf(err.errors, values) }, 400);
        const failure = FAILURES[err.statusCode] ?? 'errors.generic';
        if (err.statusCode === 429) reply.headers(err.headers);
        return personal(reply, lng, plan, { values, failure }, err.statusCode);
      }
      clearConsent(reply, plan.requisitionId);
      const { reply: data, cookie } = started;
      if (data.resumed) {
        return reply
          .code(200)
          .send(
            page(
              lng,
              plan,
              'personal-info',
              alreadyAppliedPage(plan, words, lng, submit.body.personalInfo.email),
            ),
          );
      }
      if (cookie) setCookie(req, reply, cookie);
      const s = data.state;
      return reply.redirect(
        applicationStepPath(s.requisitionId, s.applicantId, s.nextStep ?? 'success'),
        303,
      );
    });
  };
