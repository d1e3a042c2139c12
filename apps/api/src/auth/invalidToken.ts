/**
 * Why a token was refused, in words a person can act on. Apart from the verifier (jose, the signing key
 * on disk) so that the session check also runs where there is no disk: the mocks' backend in a browser.
 */
export class InvalidTokenError extends Error {
  override name = 'InvalidTokenError';
}
