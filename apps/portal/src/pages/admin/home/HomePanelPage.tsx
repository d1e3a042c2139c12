import type { CreateHomeInput, UpdateHomeInput } from '@cet-portal/api-client';
import { HomeContentForm } from '@cet-portal/forms';
import { PageTitle, Spinner } from '@cet-portal/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { homeQuery } from '../../../api/homeQuery';
import { invalidateCall, useCallMutation } from '../../../api/queries';
import { reportFailure } from '../../../errors/failureStore';
import { PageLoadFailure } from '../../../errors/LoadFailure';
import { UnsavedChangesGuard } from '../../../forms/UnsavedChangesGuard';
import { useSession } from '../../../session/session';
import { CommitteeIdentitySection } from './CommitteeIdentitySection';

/**
 * `/homePanel`, 'Gestisci pagina principale': the home page's header, content and footer, who
 * saved them last and when. A save shows at once on '/', which reads the same query. Below it,
 * 'Identità del comitato': the committee's name, contacts, logo and colour on every page.
 */
export const HomePanelPage = () => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { role } = useSession();
  const home = useQuery(homeQuery(role));
  const update = useCallMutation('home.update');
  const create = useCallMutation('home.create');
  const isDirty = useRef(false);

  // A failed load is an 'Errore' notification too (meetings-and-administration, section 8).
  useEffect(() => {
    if (home.error) reportFailure(home.error);
  }, [home.error]);

  const save = async (input: CreateHomeInput | UpdateHomeInput) => {
    try {
      const saved = '_id' in input ? await update.mutateAsync(input) : await create.mutateAsync(input);
      queryClient.setQueryData(homeQuery(role).queryKey, saved);
    } catch (error) {
      reportFailure(error, { onReload: () => void home.refetch() });
      // The form keeps what was typed and says that the save failed.
      throw error;
    }
    await invalidateCall(queryClient, 'home');
  };

  const reload = async () => {
    await home.refetch({ throwOnError: true });
  };

  const content = () => {
    if (home.isPending) return <Spinner label={t('admin.home.loading')} showLabel />;
    if (home.data === undefined) {
      return (
        <PageLoadFailure
          error={home.error}
          what={t('admin.home.loadError')}
          onRetry={() => void home.refetch()}
        />
      );
    }
    return (
      <HomeContentForm
        home={home.data}
        onSave={save}
        onReload={reload}
        onDirtyChange={(dirty) => {
          isDirty.current = dirty;
        }}
      />
    );
  };

  return (
    <>
      <PageTitle>{t('admin.home.title')}</PageTitle>
      <UnsavedChangesGuard hasUnsavedChanges={() => isDirty.current} />
      {content()}
      <CommitteeIdentitySection />
    </>
  );
};
