// No tracker numbers in the tree: a reader of the repository cannot follow a tracker's number, so code,
// comments and docs say what the code does and why instead. Lists each hit with its file and line;
// the exit code is 1 when there is any. Runs in the lint lane.
//   node scripts/check-tracker-refs.mjs
import { spawnSync } from 'node:child_process';

// Words that cite a tracker entry by number: the word issue or task, an optional "#", digits.
const PATTERN = '\\b(issue|task)s? ?#?[0-9]+\\b';

const result = spawnSync('git', ['grep', '-nIiE', PATTERN, '--', '.', ':!package-lock.json'], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
// git grep exits 1 when nothing matches, 2 or more on an error.
if (result.status !== null && result.status > 1) {
  console.error(result.stderr.trim());
  process.exit(2);
}
const hits = result.stdout.split('\n').filter(Boolean);
for (const hit of hits) console.log(hit);
if (hits.length > 0) {
  console.log(`\n${hits.length} tracker reference(s): say what the code does and why instead.`);
  process.exit(1);
}
