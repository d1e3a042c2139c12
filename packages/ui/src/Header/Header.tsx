import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Brand,
  BurgerButton,
  CenterBar,
  Collapsible,
  Greeting,
  LoginLink,
  Logo,
  MenuBar,
  SlimActions,
  SlimBar,
  Title,
  UserButtonPlaceholder,
} from './Header.styles';
import { LanguageSwitch } from './LanguageSwitch';

export interface HeaderUser<Role extends string = string> {
  fullname: string;
  /** Role names, e.g. ['SEG', 'CET']. */
  roles: readonly Role[];
}

export interface HeaderLanguage {
  code: string;
  /** Short visible label, e.g. 'ITA'. */
  label: string;
  /** Accessible name, e.g. 'Italiano'. */
  name: string;
}

/** The app's role names type the user's roles, the active one and the one chosen. */
export interface HeaderProps<Role extends string = string> {
  /** The region or department in the slim bar, e.g. 'Regione Lazio – Dipartimento Salute'. */
  regionName: string;
  /** The committee title of the central bar. */
  committeeTitle: string;
  /**
   * The committee's logo beside its title, an image address. Decorative (the title says who it is),
   * so it carries no text alternative. @default undefined (no logo)
   */
  logoSrc?: string;
  /** The signed-in user, or null. */
  user: HeaderUser<Role> | null;
  /** The active role, marked in the user menu. */
  activeRole: Role | null;
  /** Human names of roles for the menu, e.g. { SEG: 'Segreteria' }. @default {} */
  roleNames?: Readonly<Partial<Record<Role, string>>>;
  /** Choosing one of the user's roles makes it active (the app then goes to /home). */
  onRoleChange: (role: Role) => void;
  /** 'Esci'. */
  onLogout: () => void;
  /** Pages of the signed-in user, listed in the user menu before 'Esci' (e.g. 'Preferenze'). @default [] */
  userLinks?: readonly { id: string; label: string; href: string }[];
  /** Where 'Accedi all'area personale' leads (the sign-on authorize address). */
  loginHref: string;
  /** The languages of the switcher. @default [] (no switcher) */
  languages?: readonly HeaderLanguage[];
  /** The current language code. @default undefined */
  language?: string;
  /** @default undefined */
  onLanguageChange?: (code: string) => void;
  /** The main menu; under the md breakpoint it folds behind the burger button. @default undefined */
  menu?: ReactNode;
}

/**
 * Loaded once someone is signed in: a visitor's first view does without React Aria's menus. React's
 * `lazy` drops the component's type parameter, so the loaded UserMenu is given its own type back.
 */
const UserMenu = lazy(async () => ({
  default: (await import('./UserMenu')).UserMenu,
})) as unknown as typeof import('./UserMenu').UserMenu;

/** The portal header: slim bar (region, language, user menu or sign-in), title and greeting, main menu. */
export const Header = <Role extends string>({
  regionName,
  committeeTitle,
  logoSrc,
  user,
  activeRole,
  roleNames,
  onRoleChange,
  onLogout,
  userLinks = [],
  loginHref,
  languages = [],
  language,
  onLanguageChange,
  menu,
}: HeaderProps<Role>) => {
  const { t } = useTranslation('ui');
  const [isMenuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const roleName = (role: Role) => roleNames?.[role] ?? role;
  const userLabel = user && (
    <>
      {user.fullname}
      {activeRole && ` (${roleName(activeRole)})`}
      <span aria-hidden="true">▾</span>
    </>
  );

  return (
    <header>
      <SlimBar>
        <span>{regionName}</span>
        <SlimActions>
          {languages.length > 1 && language && (
            <LanguageSwitch
              label={t('header.language')}
              languages={languages}
              language={language}
              onLanguageChange={onLanguageChange}
            />
          )}
          {user ? (
            <Suspense fallback={<UserButtonPlaceholder>{userLabel}</UserButtonPlaceholder>}>
              <UserMenu
                label={userLabel}
                roles={user.roles}
                activeRole={activeRole}
                roleName={roleName}
                onRoleChange={onRoleChange}
                onLogout={onLogout}
                links={userLinks}
              />
            </Suspense>
          ) : (
            <LoginLink href={loginHref}>{t('header.login')}</LoginLink>
          )}
        </SlimActions>
      </SlimBar>
      <CenterBar>
        <Brand>
          {logoSrc && <Logo src={logoSrc} alt="" />}
          <Title>{committeeTitle}</Title>
        </Brand>
        {user && (
          <div>
            <Greeting>{t('header.greeting', { name: user.fullname })}</Greeting>
            {activeRole && <Greeting>{t('header.activeRole', { role: roleName(activeRole) })}</Greeting>}
          </div>
        )}
      </CenterBar>
      {menu && (
        <MenuBar>
          <BurgerButton
            aria-expanded={isMenuOpen}
            aria-controls={menuId}
            type="button"
            onClick={() => setMenuOpen(!isMenuOpen)}
          >
            <span aria-hidden="true">☰</span>
            {isMenuOpen ? t('header.closeMenu') : t('header.openMenu')}
          </BurgerButton>
          {/* A link chosen in the folded menu leads away: the menu closes so that the new page shows.
              In the capture phase, since React Aria's links stop their clicks from bubbling. */}
          <Collapsible
            id={menuId}
            $isOpen={isMenuOpen}
            onClickCapture={(event) => {
              if (event.target instanceof Element && event.target.closest('a')) setMenuOpen(false);
            }}
          >
            {menu}
          </Collapsible>
        </MenuBar>
      )}
    </header>
  );
};
