import type { CallName, CallTable, ServiceName } from '../../contract/calls';
import type { MockResolver } from '../context';

/** The default behaviour of every call of one service; the compiler checks none is missing. */
export type ServiceResolvers<Service extends ServiceName> = {
  readonly [Name in CallName<Service>]: MockResolver<CallTable[Service][Name]>;
};
