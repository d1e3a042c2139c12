import { defineConfig } from 'vitest/config';
import { serverLanes } from './vitest.server.config.ts';
import { storybookProjects } from './vitest.storybook.config.ts';

/**
 * Every project, for `npm test`'s lanes and `vitest run --project <name>`: the unit project
 * (vitest.unit.config.ts), the server's lanes (vitest.server.config.ts) and the stories in Chromium
 * (vitest.storybook.config.ts). Vitest loads each listed config file even when `--project` leaves it
 * out, so a run that wants only one project is quicker on that project's file (`--config`), as
 * `npm run test:unit` does.
 */
export default defineConfig({
  test: {
    projects: ['./vitest.unit.config.ts', ...serverLanes, ...storybookProjects],
  },
});
