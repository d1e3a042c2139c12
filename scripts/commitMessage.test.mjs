import { describe, expect, it } from 'vitest';
import { checkCommitMessage, cleanMessage, MAX_SUBJECT_LENGTH } from './commitMessage.mjs';

describe('a commit message', () => {
  it('passes with a short imperative subject, a blank line and a body that says why', () => {
    const message = 'Check commit messages in the lint lane\n\nThe subject rule was only written down.\n';
    expect(checkCommitMessage(message)).toEqual({ skipped: false, problems: [] });
  });

  it('passes with a subject alone, with or without its final newline', () => {
    expect(checkCommitMessage('Fix the footer link').problems).toEqual([]);
    expect(checkCommitMessage('Fix the footer link\n').problems).toEqual([]);
  });

  it('passes at exactly 72 characters, counted as characters rather than bytes', () => {
    const accented = `Correggi la proroga ${'è'.repeat(MAX_SUBJECT_LENGTH - 20)}`;
    expect([...accented]).toHaveLength(72);
    expect(checkCommitMessage(accented).problems).toEqual([]);
  });

  it('is refused when its subject is longer than 72 characters', () => {
    expect(checkCommitMessage(`Add ${'x'.repeat(69)}`).problems).toEqual([
      'the subject is 73 characters long, more than 72',
    ]);
  });

  it('is refused when its subject ends with a period', () => {
    expect(checkCommitMessage('Fix the footer link.\n\nWhy.').problems).toEqual([
      'the subject ends with a period',
    ]);
  });

  it('is refused when its body starts on the line after the subject', () => {
    expect(checkCommitMessage('Fix the footer link\nIt pointed to the old manual.').problems).toEqual([
      'no blank line between the subject and the body',
    ]);
  });

  it('is refused when it is empty or its subject is blank', () => {
    expect(checkCommitMessage('').problems).toEqual(['the subject is empty']);
    expect(checkCommitMessage('   \n\nA body without a subject').problems).toEqual(['the subject is empty']);
  });

  it('gives every rule it breaks', () => {
    expect(checkCommitMessage(`${'A'.repeat(80)}.\nbody`).problems).toEqual([
      'the subject is 81 characters long, more than 72',
      'the subject ends with a period',
      'no blank line between the subject and the body',
    ]);
  });

  it('is skipped when it is a merge, whatever it says', () => {
    expect(checkCommitMessage(`Merge branch '${'x'.repeat(80)}'.`, { merge: true })).toEqual({
      skipped: true,
      problems: [],
    });
  });

  it('is skipped when it is a fixup!, squash! or amend! commit, which autosquash folds away', () => {
    for (const prefix of ['fixup!', 'squash!', 'amend!']) {
      expect(checkCommitMessage(`${prefix} ${'x'.repeat(80)}.\nbody`).skipped).toBe(true);
    }
    expect(checkCommitMessage('fixup the footer.').skipped).toBe(false);
  });
});

describe("a commit-msg hook's message file", () => {
  it("loses git's comment lines, the diff below the scissors line and the blank lines around it", () => {
    const file = [
      '',
      'Fix the footer link   ',
      '',
      'It pointed to the old manual.',
      '# Please enter the commit message for your changes.',
      '',
      '# ------------------------ >8 ------------------------',
      '# Do not modify or remove the line above.',
      'diff --git a/footer.ts b/footer.ts',
      '',
    ].join('\n');
    expect(cleanMessage(file)).toBe('Fix the footer link\n\nIt pointed to the old manual.');
    expect(checkCommitMessage(cleanMessage(file)).problems).toEqual([]);
  });

  it("keeps lines that start with '#' when git's comment character is another", () => {
    expect(cleanMessage('Fix #main layout\n\n; a comment\n', ';')).toBe('Fix #main layout');
  });
});
