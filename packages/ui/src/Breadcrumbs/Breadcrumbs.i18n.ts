export const breadcrumbsMessages = {
  it: { label: 'Percorso di navigazione' },
  en: { label: 'Breadcrumb' },
};
