import type { FastifyPluginAsync } from 'fastify';
import { plannerApi } from '../../shared/contract/planner';
import { plannerSchemas } from '../../shared/contract/planner-schemas';
import { COUNTIES } from '../../shared/planner/counties';
import { APPLIANCE_PRESETS } from '../../shared/planner/presets';
import { route } from '../plugins/endpoint-route';
import { messageBody } from '../plugins/errors';
import { loadCatalogue, plan } from './plans';

const plannerRoutes: FastifyPluginAsync = async (app) => {
  route(app, plannerApi.presets, plannerSchemas.presets, async () => [...APPLIANCE_PRESETS]);
  route(app, plannerApi.counties, plannerSchemas.counties, async () => [...COUNTIES]);
  route(app, plannerApi.plan, plannerSchemas.plan, async (request) => {
    const planned = plan(request.body, await loadCatalogue(app.db));
    return { ...planned, notes: planned.notes.map(({ code, params }) => messageBody(request, code, params)) };
  });
};

export default plannerRoutes;
