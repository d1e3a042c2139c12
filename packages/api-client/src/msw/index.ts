// biome-ignore-all assist/source/organizeImports: the public API lists its values first, then its types (CONVENTIONS.md).
import { createHandlers } from './handlers';

// Values: the mock backend's handlers, scenarios, dataset and fixture factories.
export { SAMPLE_CALL_INPUTS } from './fixtures/callInputs';
export { buildMockDataset, DEFAULT_SEED, MOCK_REQUEST_COUNT } from './fixtures/dataset';
export { DEFAULT_ACCOUNT_BY_ROLE, DEMO_ACCOUNTS, DEMO_COMPANY } from './fixtures/demo';
export {
  FIXTURE_DATE,
  makeCity,
  makeCompany,
  makeConference,
  makeConferenceEntry,
  makeDocument,
  makeFile,
  makeHome,
  makeProvince,
  makeRequest,
  makeRequestConfig,
  makeRole,
  makeUser,
  makeUserRef,
  PLACEHOLDER_PDF_BASE64,
} from './fixtures/factories';
export { makeNotification } from './fixtures/notifications';
export { MOCK_DELEGATION_LETTER_ID, MOCK_REGISTRANTS } from './fixtures/registrations';
export { createHandlers, errorResponse, mockHandlers, mockToken, setMockBackend } from './handlers';
export {
  actingAsHandlers,
  emptyListHandlers,
  forbiddenHandlers,
  serverErrorHandlers,
  slowHandlers,
} from './scenarios';

/** Default handlers of the mock backend; Storybook and the tests start from these. */
export const handlers = createHandlers();

// Types.
export type { MockCaller, MockContext, MockOverride } from './context';
export type { DemoAccountName } from './fixtures/demo';
export type {
  HandlerOptions,
  MockBackend,
  MockBackendCall,
  MockHandlerFactories,
  MockIdentity,
} from './handlers';
export type { MockWorld, StoredConference, StoredDocument } from './world';
