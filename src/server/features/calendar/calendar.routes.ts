import type { FastifyInstance } from 'fastify';
import { ZCalendar, ZCalendarQuery } from '../../../domain/calendar';
import { docs } from '../../platform/api-docs';
import { ctxOf, ok, parse } from '../../platform/http';
import { getCalendar } from './calendar.service';

export async function calendarRoutes(app: FastifyInstance) {
  app.get('/api/calendar', {
    config: { access: 'signed_in', cache: true },
    schema: docs({
      summary:
        'The publication calendar: approved and undecided submissions (every status but rejected) the caller may see, by run date from `from` to `to` (YYYY-MM-DD, at most 62 days), in the publisher\'s time zone',
      querystring: ZCalendarQuery,
      response: { 200: ZCalendar },
    }),
  }, async (req) => ok(await getCalendar(ctxOf(req), parse(ZCalendarQuery, req.query))));
}
