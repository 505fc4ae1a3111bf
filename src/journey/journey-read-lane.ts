import { isUUID } from 'class-validator';
import type { LaneRoute } from '../http/read-lane';
import { lanePaths } from '../http/read-lane';
import { JourneyController } from './journey.controller';
import type { JourneyService } from './journey.service';

/**
 * The journey reads the read lane answers (src/http/read-lane.ts): `GET /journeys` (its first page:
 * a query string goes to Express, which validates `limit` and `cursor`) and `GET /journeys/{id}/plan`,
 * each the controller method's own service call with the controller's defaults.
 */
export function journeyReadRoutes(journeys: JourneyService, prefix: string): LaneRoute[] {
  const base = `/${prefix}/journeys`;
  return [
    {
      template: base,
      handler: JourneyController.prototype.listJourneys,
      controller: JourneyController,
      match: lanePaths.exact(base),
      answer: (citizen, _params, locale) => journeys.listJourneys(citizen.citizenId, {}, locale),
    },
    {
      template: `${base}/:id/plan`,
      handler: JourneyController.prototype.getJourneyPlan,
      controller: JourneyController,
      // The controller's pipe (UuidOr404) takes what class-validator's isUUID takes.
      match: lanePaths.around(`${base}/`, '/plan', (id) => isUUID(id)),
      answer: (citizen, [id], locale) => journeys.getPlan(citizen.citizenId, id, locale),
    },
  ];
}
