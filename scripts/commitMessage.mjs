// The rules of a commit message (the Habits of the project's conventions): a subject of at most 72
// characters, with no period at its end, then a blank line before the body that says why. Pure
// functions, so that `check-commit-messages.mjs` (over a range of commits, or as a `commit-msg` hook)
// and its unit test share them.

/** The longest subject `git log --oneline` shows whole in an 80-column terminal with its hash. */
export const MAX_SUBJECT_LENGTH = 72;

/** Subjects that `git rebase --autosquash` folds into another commit: they never reach main alone. */
const AUTOSQUASH = /^(fixup|squash|amend)! /;

/** The line below which `git commit --verbose` puts the diff: git drops it and all that follows. */
const SCISSORS = /^# -+ >8 -+$/m;

/**
 * A message as git stores it once `commit` has cleaned it up (the default `--cleanup=strip`): the
 * `commit-msg` hook sees the file before that, with git's comment lines and, under `--verbose`, the
 * diff below the scissors line.
 * @param {string} text the message file's content
 * @param {string} [commentChar] git's `core.commentChar`
 * @returns {string}
 */
export const cleanMessage = (text, commentChar = '#') => {
  const scissors = text.search(SCISSORS);
  const kept = (scissors === -1 ? text : text.slice(0, scissors))
    .split('\n')
    .filter((line) => !line.startsWith(commentChar))
    .map((line) => line.trimEnd());
  return kept.join('\n').replace(/^\n+/, '').replace(/\n+$/, '');
};

/**
 * What is wrong with a commit message, one sentence per rule it breaks; an empty list when nothing is.
 * A merge commit and a fixup!/squash!/amend! commit are skipped: git writes the first, and the others
 * disappear into the commit they amend.
 * @param {string} message the message as stored (see `cleanMessage` for a hook's file)
 * @param {{ merge?: boolean }} [commit] whether the commit has more than one parent
 * @returns {{ skipped: boolean, problems: string[] }}
 */
export const checkCommitMessage = (message, { merge = false } = {}) => {
  const lines = message.replace(/\r\n/g, '\n').split('\n');
  const subject = lines[0] ?? '';
  if (merge || AUTOSQUASH.test(subject)) return { skipped: true, problems: [] };
  const problems = [];
  if (subject.trim() === '') {
    problems.push('the subject is empty');
    return { skipped: false, problems };
  }
  const length = [...subject].length;
  if (length > MAX_SUBJECT_LENGTH) {
    problems.push(`the subject is ${length} characters long, more than ${MAX_SUBJECT_LENGTH}`);
  }
  if (subject.trimEnd().endsWith('.')) problems.push('the subject ends with a period');
  if (lines.length > 1 && (lines[1] ?? '').trim() !== '') {
    problems.push('no blank line between the subject and the body');
  }
  return { skipped: false, problems };
};
