import type { ParsedCallInput } from '../../contract/calls';
import type { Comparison, SubmissionList } from '../../contract/submissions';
import type { MockContext } from '../context';
import { notFound } from '../context';
import { findVisibleRequest } from '../requestStore';

/**
 * The mock keeps no snapshots: a request's sendings come from its SEND logs, the last one read from
 * the request itself and the earlier ones not available, as the real server does for old data.
 */
const submissionsOf = (context: MockContext, id: string): SubmissionList => {
  const request = findVisibleRequest(context, id);
  const sendings = request.logs.filter((log) => log.operation === 'SEND');
  const result = sendings.map((log, index) => {
    const isLast = index === sendings.length - 1;
    return { version: index + 1, sent: log.date, available: isLast, reconstructed: isLast };
  });
  return { result, total: result.length };
};

export const submissionResolvers = {
  submissions: ({ id }: ParsedCallInput<'request.submissions'>, context: MockContext) =>
    submissionsOf(context, id),
  compare: ({ id, from, to }: ParsedCallInput<'request.compare'>, context: MockContext): Comparison => {
    const { result } = submissionsOf(context, id);
    for (const version of [from, to]) {
      const found = result.find((candidate) => candidate.version === version);
      if (!found) throw notFound(`La richiesta non ha una versione ${version}`);
      if (!found.available)
        throw notFound(
          `La versione ${version} della richiesta non è disponibile: fu inviata prima che le versioni fossero conservate`,
        );
    }
    throw notFound('Nessun confronto nei dati dimostrativi');
  },
} as const;
