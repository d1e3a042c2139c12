import { mountPage } from './shell';

mountPage(async () => (await import('./page')).Page);
