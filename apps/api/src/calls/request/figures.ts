import { dashboardFigures } from '../../dashboard/figures';
import { roleSessionOf } from '../permissions';
import { defineCall } from '../types';

export const figures = defineCall('request.figures', {
  rule: 'SEG, PRE or ADMIN; the period at most ten years, its start not after its end (400 otherwise); counts of the requests first sent in it by state and type, the requests waiting now in each phase, median and 90th percentile in days of the phases that ended in it beside their targets, the meetings to come',
  handler: async ({ from, to, type }, context) => {
    roleSessionOf(context);
    return dashboardFigures(context.database.db, {
      from,
      to,
      type,
      targets: context.config.dashboardTargets,
      now: new Date(),
    });
  },
});
