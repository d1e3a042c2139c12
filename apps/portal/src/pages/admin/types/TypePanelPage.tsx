import type { CreateRequestConfigInput, RequestType, UpdateRequestConfigInput } from '@cet-portal/api-client';
import { RequestTypeFieldsForm } from '@cet-portal/forms';
import { PageTitle, Spinner } from '@cet-portal/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadDocument, uploadDocument } from '../../../api/files';
import { invalidateCall, useCallMutation } from '../../../api/queries';
import { requestConfigsQuery } from '../../../api/requestConfigQueries';
import { reportFailure } from '../../../errors/failureStore';
import { LoadFailure, PageLoadFailure } from '../../../errors/LoadFailure';
import { UnsavedChangesGuard } from '../../../forms/UnsavedChangesGuard';
import { useSession } from '../../../session/session';

/** Tells the user of a failed call with an 'Errore' notification, and passes it on to the form. */
const reported = async <Result,>(action: () => Promise<Result>): Promise<Result> => {
  try {
    return await action();
  } catch (error) {
    reportFailure(error);
    throw error;
  }
};

/**
 * `/typePanel`, 'Gestisci Tipologie': the document fields each request type asks for. The server
 * reads the configuration on every request, so a saved change applies to new requests at once.
 */
export const TypePanelPage = () => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { role } = useSession();
  const configs = useQuery(requestConfigsQuery(role));
  const uploadTemplate = (file: File) => reported(() => uploadDocument(role, file, { purpose: 'template' }));
  const downloadTemplate = (templateId: string) => reported(() => downloadDocument(role, templateId));
  const refresh = () => invalidateCall(queryClient, 'requestConfig');
  const update = useCallMutation('requestConfig.update');
  const create = useCallMutation('requestConfig.create');
  // 'Ricarica' after a stale save starts the form again from the stored fields of the same type.
  const [restart, setRestart] = useState<{ count: number; type: RequestType | null }>({
    count: 0,
    type: null,
  });
  const isDirty = useRef(false);

  const save = async (input: CreateRequestConfigInput | UpdateRequestConfigInput) => {
    try {
      if ('_id' in input) await update.mutateAsync(input);
      else await create.mutateAsync(input);
    } catch (error) {
      const type =
        'requestType' in input
          ? input.requestType
          : (configs.data?.find((config) => config._id === input._id)?.requestType ?? null);
      reportFailure(error, {
        onReload: async () => {
          await refresh();
          setRestart((current) => ({ count: current.count + 1, type }));
        },
      });
      throw error;
    }
    // 'The page reloads after saving': the next save starts from the stored version.
    await refresh();
  };

  const content = () => {
    if (configs.isPending) return <Spinner label={t('admin.types.loading')} showLabel />;
    if (configs.data === undefined) {
      return (
        <PageLoadFailure
          error={configs.error}
          what={t('admin.types.loadError')}
          onRetry={() => void configs.refetch()}
        />
      );
    }
    return (
      <>
        {configs.isError && (
          <LoadFailure
            error={configs.error}
            what={t('admin.types.reloadError')}
            onRetry={() => void configs.refetch()}
          />
        )}
        <RequestTypeFieldsForm
          key={restart.count}
          configs={configs.data}
          initialType={restart.type}
          uploadTemplate={uploadTemplate}
          onDownloadTemplate={downloadTemplate}
          onSave={save}
          onDirtyChange={(dirty) => {
            isDirty.current = dirty;
          }}
        />
      </>
    );
  };

  return (
    <>
      <PageTitle>{t('admin.types.title')}</PageTitle>
      <UnsavedChangesGuard hasUnsavedChanges={() => isDirty.current} />
      {content()}
    </>
  );
};
