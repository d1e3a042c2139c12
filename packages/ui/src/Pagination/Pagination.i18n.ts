export const paginationMessages = {
  it: {
    label: 'Paginazione',
    previous: 'Precedente',
    next: 'Successiva',
    pageOf: 'Pagina {{page}} di {{pageCount}}',
    jumpTo: 'Vai alla pagina',
    pageSize: 'Righe per pagina',
    total_one: '{{count}} risultato',
    total_other: '{{count}} risultati',
  },
  en: {
    label: 'Pagination',
    previous: 'Previous',
    next: 'Next',
    pageOf: 'Page {{page}} of {{pageCount}}',
    jumpTo: 'Go to page',
    pageSize: 'Rows per page',
    total_one: '{{count}} result',
    total_other: '{{count}} results',
  },
};
