import { mountPage } from './shell';

mountPage(async () => (await import('./filters')).FiltersPage);
