// Checks commit messages against the project's rules (scripts/commitMessage.mjs; docs/testing.md,
// "Commit messages"). Three ways to run it:
//   node scripts/check-commit-messages.mjs                       the commits after BASELINE (the lint lane)
//   node scripts/check-commit-messages.mjs origin/main..HEAD     the commits of a range
//   node scripts/check-commit-messages.mjs --file .git/COMMIT_EDITMSG   one message (a commit-msg hook)
// Each offending commit is printed with its short hash, its subject and what is wrong; the exit code
// is 1 when there is any.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { checkCommitMessage, cleanMessage } from './commitMessage.mjs';

/**
 * The commit from which the rules are enforced. The history before it was written before the rules
 * and does not follow them: it stays as it is, and only what comes after is checked.
 */
const BASELINE = 'bc3f1893ba59e2fa3809a22d6236dffe694596c3';

/** @param {string[]} args @returns {{ ok: boolean, out: string, err: string }} */
const git = (args) => {
  const result = spawnSync('git', args, { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  return { ok: result.status === 0, out: result.stdout ?? '', err: (result.stderr ?? '').trim() };
};

/** @param {string} label @param {string} subject @param {string[]} problems */
const report = (label, subject, problems) => {
  const shown = [...subject].length > 80 ? `${[...subject].slice(0, 72).join('')}…` : subject;
  for (const problem of problems) console.log(`${label} ${JSON.stringify(shown)}: ${problem}`);
};

/** One message file, as git's `commit-msg` hook passes it; a merge in progress is skipped. */
const checkFile = (file) => {
  if (!existsSync(file)) {
    console.error(`No message file at ${file}.`);
    return 2;
  }
  const commentChar = git(['config', 'core.commentChar']).out.trim() || '#';
  const message = cleanMessage(readFileSync(file, 'utf8'), commentChar === 'auto' ? '#' : commentChar);
  const mergeHead = git(['rev-parse', '--git-path', 'MERGE_HEAD']);
  const merge = mergeHead.ok && existsSync(mergeHead.out.trim());
  const { problems } = checkCommitMessage(message, { merge });
  if (problems.length === 0) return 0;
  report('This commit message', message.split('\n')[0] ?? '', problems);
  console.log(`The rules: docs/testing.md, "Commit messages". The message is kept in ${file}.`);
  return 1;
};

/** The commits of a range (`A..B`, or `-1 HEAD`), oldest first, each with its parents and message. */
const commitsOf = (range) => {
  const log = git(['log', '--reverse', '-z', '--format=%H%n%P%n%B', ...range]);
  if (!log.ok) throw new Error(`git log ${range.join(' ')} failed: ${log.err}`);
  return log.out
    .split('\0')
    .filter((record) => record.trim() !== '')
    .map((record) => {
      const [hash = '', parents = '', ...message] = record.replace(/^\n/, '').split('\n');
      return { hash, parents: parents.split(' ').filter(Boolean), message: message.join('\n') };
    });
};

/** The commits after the baseline, or of the range given; the exit code. */
const checkRange = (given) => {
  if (!git(['rev-parse', '--git-dir']).ok) {
    console.log('Not in a git repository: no commit to check.');
    return 0;
  }
  let range = given ? [given] : [`${BASELINE}..HEAD`];
  if (!given && !git(['cat-file', '-e', `${BASELINE}^{commit}`]).ok) {
    console.log(
      `The baseline commit ${BASELINE.slice(0, 7)} is not in this clone (a shallow clone?): only HEAD is checked.`,
    );
    range = ['-1', 'HEAD'];
  }
  let commits;
  try {
    commits = commitsOf(range);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 2;
  }
  let offending = 0;
  let skipped = 0;
  for (const { hash, parents, message } of commits) {
    const result = checkCommitMessage(message, { merge: parents.length > 1 });
    if (result.skipped) skipped += 1;
    if (result.problems.length === 0) continue;
    offending += 1;
    report(
      git(['rev-parse', '--short', hash]).out.trim() || hash.slice(0, 7),
      message.split('\n')[0] ?? '',
      result.problems,
    );
  }
  const what = given ?? (range[0] === '-1' ? 'HEAD' : `after ${BASELINE.slice(0, 7)}`);
  console.log(
    `${commits.length} commit(s) ${what} checked, ${skipped} skipped (merges, fixup!/squash!), ${offending} offending.`,
  );
  if (offending > 0) console.log('The rules: docs/testing.md, "Commit messages".');
  return offending > 0 ? 1 : 0;
};

const args = process.argv.slice(2);
const fileFlag = args.indexOf('--file');
if (fileFlag !== -1) {
  const file = args[fileFlag + 1];
  if (!file) {
    console.error('Usage: node scripts/check-commit-messages.mjs --file <message file>');
    process.exit(2);
  }
  process.exit(checkFile(file));
}
process.exit(checkRange(args[0]));
