import type { User as OidcUser } from 'oidc-client-ts';
import type { PortalSignIn } from '../config/portalConfig';
import { oidcManager, renewTokens } from './oidcSession';
import { useSessionStore } from './sessionStore';

/** Warn this long before the session's hard end, so that there is time to save. */
export const SESSION_END_WARNING_MS = 5 * 60 * 1000;
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'input', 'wheel', 'touchstart'] as const;

/** When the session ends for good: sign-in time plus the issuer's maximum, when the server told it. */
export const sessionEndOf = (user: OidcUser, sessionMaxSeconds: number | null): number | null => {
  const authTime = user.profile.auth_time;
  return sessionMaxSeconds !== null && typeof authTime === 'number'
    ? (authTime + sessionMaxSeconds) * 1000
    : null;
};

/**
 * Keeps a working user signed in: the access token is renewed shortly before it expires if the user
 * did anything since it was issued; an idle user's token is left to expire and renewed at their next
 * keystroke or click. Warns before the session's hard end, and when renewing fails, with the time.
 * Returns the function that stops it.
 */
export const keepSession = (oidc: PortalSignIn) => {
  const manager = oidcManager(oidc);
  let activeSinceToken = true;
  let renewOnActivity = false;
  let warningTimer: ReturnType<typeof setTimeout> | undefined;

  const renew = async () => {
    const before = await manager.getUser();
    if ((await renewTokens()) === null && before?.expires_at) {
      useSessionStore.setState({ notice: { kind: 'renewFailed', at: before.expires_at * 1000 } });
    }
  };

  const onActivity = () => {
    activeSinceToken = true;
    if (!renewOnActivity) return;
    renewOnActivity = false;
    void renew();
  };

  const scheduleWarning = (user: OidcUser) => {
    clearTimeout(warningTimer);
    const endsAt = sessionEndOf(user, oidc.sessionMaxSeconds);
    const { notice } = useSessionStore.getState();
    // A new sign-in moved the end: an old warning no longer holds.
    if (notice && (notice.kind === 'renewFailed' || notice.at !== endsAt))
      useSessionStore.setState({ notice: null });
    if (endsAt === null) return;
    const show = () => useSessionStore.setState({ notice: { kind: 'ending', at: endsAt } });
    warningTimer = setTimeout(show, Math.max(0, endsAt - SESSION_END_WARNING_MS - Date.now()));
  };

  const onUserLoaded = (user: OidcUser) => {
    activeSinceToken = false;
    scheduleWarning(user);
  };
  const onExpiring = () => {
    if (activeSinceToken) void renew();
    else renewOnActivity = true;
  };
  const onExpired = () => {
    renewOnActivity = true;
  };

  manager.events.addUserLoaded(onUserLoaded);
  manager.events.addAccessTokenExpiring(onExpiring);
  manager.events.addAccessTokenExpired(onExpired);
  for (const type of ACTIVITY_EVENTS)
    document.addEventListener(type, onActivity, { capture: true, passive: true });
  // Reading the stored user arms the library's expiry timers for it.
  void manager.getUser().then((user) => {
    if (!user) return;
    scheduleWarning(user);
    if (user.expired) renewOnActivity = true;
  });

  return () => {
    clearTimeout(warningTimer);
    manager.events.removeUserLoaded(onUserLoaded);
    manager.events.removeAccessTokenExpiring(onExpiring);
    manager.events.removeAccessTokenExpired(onExpired);
    for (const type of ACTIVITY_EVENTS) document.removeEventListener(type, onActivity, { capture: true });
  };
};
