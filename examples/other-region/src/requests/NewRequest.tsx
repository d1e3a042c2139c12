import { blobToDataUrl, saveFile } from '@cet-portal/api-client';
import { RequestForm, type RequestPayload } from '@cet-portal/forms';
import { Button, Spinner } from '@cet-portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { applicantClient as client } from '../api/apiClient';
import { REGION_NAMESPACE } from '../region/texts';
import { REGION_REQUEST_TYPES } from './regionTypes';

interface SavedRequest {
  _id: string;
  updated: string;
}

/** A new request, saved as a draft and sent through the region's API. */
export const NewRequest = () => {
  const { t } = useTranslation(REGION_NAMESPACE);
  const saved = useRef<SavedRequest | null>(null);
  const configs = useQuery({
    queryKey: ['requestConfig.find'],
    queryFn: ({ signal }) => client.requestConfig.find({ take: 50 }, { signal }),
  });

  const saveDraft = async (payload: RequestPayload): Promise<SavedRequest> => {
    const request = saved.current
      ? await client.request.update({ ...payload, ...saved.current })
      : await client.request.create(payload);
    saved.current = { _id: request._id, updated: request.updated };
    return saved.current;
  };

  return (
    <section aria-labelledby="new-request-title">
      <h2 id="new-request-title">{t('form.title')}</h2>
      <p>{t('form.intro')}</p>
      {configs.isPending && <Spinner />}
      {configs.isError && (
        <p role="alert">
          {t('form.loadFailed')} <Button onPress={() => void configs.refetch()}>{t('retry')}</Button>
        </p>
      )}
      {configs.isSuccess && (
        <RequestForm
          requestConfigs={configs.data.result}
          requestTypes={REGION_REQUEST_TYPES}
          loadProvinces={() => client.city.provinces()}
          loadCities={(provinceCode) => client.city.cities({ provinceCode })}
          uploadFile={async (file, type) =>
            client.document.upload({
              file: await blobToDataUrl(file),
              name: file.name,
              mimetype: file.type,
              type,
            })
          }
          onDownloadTemplate={async (id) => saveFile(await client.document.get({ id }))}
          onSaveDraft={async (payload) => {
            await saveDraft(payload);
          }}
          onSend={async (payload) => {
            await client.request.send(await saveDraft(payload));
            saved.current = null;
          }}
        />
      )}
    </section>
  );
};
