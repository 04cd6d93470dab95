import type { FastifyPluginAsync } from 'fastify';
import { plannerApi } from '../../shared/contract/planner';
import type { Message } from '../../shared/messages/message';
import { plannerSchemas } from '../../shared/contract/planner-schemas';
import { APPLIANCE_PRESETS } from '../../shared/planner/presets';
import { requireSuperAdmin, signedInUser } from '../plugins/auth-guards';
import { route } from '../plugins/endpoint-route';
import { messageBody } from '../plugins/errors';
import { checkKitForPlan } from './check';
import { effectiveCounties, effectiveCounty, removeCountyClimate, setCountyClimate } from './climate-overrides';
import { loadCatalogue, plan } from './plans';

const plannerRoutes: FastifyPluginAsync = async (app) => {
  route(app, plannerApi.presets, plannerSchemas.presets, async () => [...APPLIANCE_PRESETS]);
  route(app, plannerApi.counties, plannerSchemas.counties, () => effectiveCounties(app.db));
  route(app, plannerApi.plan, plannerSchemas.plan, async (request) => {
    const [county, catalogue] = await Promise.all([effectiveCounty(app.db, request.body.county), loadCatalogue(app.db)]);
    const { kit, notes, ...planned } = plan(request.body, catalogue, county);
    const write = (messages: Message[]) => messages.map(({ code, params }) => messageBody(request, code, params));
    return {
      ...planned,
      kit: kit && { ...kit, wiringLines: write(kit.wiringLines), separately: write(kit.separately) },
      notes: write(notes),
    };
  });
};

/** Checking a kit (staff), and overriding a county's sun and temperature figures (super admins), under the staff scope. */
export const plannerAdminRoutes: FastifyPluginAsync = async (app) => {
  const superAdmin = { onRequest: requireSuperAdmin };
  route(app, plannerApi.check, plannerSchemas.check, async (request) => {
    const { wiring, violations } = await checkKitForPlan(app.db, request.body);
    return {
      ok: violations.length === 0,
      wiring,
      violations: violations.map(({ rule, figures }) => ({ rule, message: messageBody(request, `check_${rule}`, figures).message, figures })),
    };
  });
  route(
    app,
    plannerApi.setCountyClimate,
    plannerSchemas.setCountyClimate,
    async (request) => setCountyClimate(app.db, await signedInUser(request), request.params.slug, request.body),
    superAdmin,
  );
  route(
    app,
    plannerApi.removeCountyClimate,
    plannerSchemas.removeCountyClimate,
    async (request) => removeCountyClimate(app.db, await signedInUser(request), request.params.slug),
    superAdmin,
  );
};

export default plannerRoutes;
