// `.env.example` from the README's table of environment variables, the one place every setting is
// described: a row naming several variables gives each its own line under the row's meaning.

/** The table's cells, without the Markdown code marks. */
const cells = (line) =>
  line
    .slice(1, -1)
    .split(' | ')
    .map((cell) => cell.trim());

const names = (cell) => [...cell.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((match) => match[1]);

const plain = (text) => text.replaceAll('`', '').replaceAll(/\s+/g, ' ').trim();

/**
 * The README's "Environment variables" section as `.env.example`: each setting commented out, after
 * its meaning and default, so that a copy changes nothing until a line is uncommented.
 */
export const envExample = (readme) => {
  const section = readme.split(/^## /m).find((part) => part.startsWith('Environment variables'));
  if (!section) throw new Error('README.md: the "Environment variables" section is missing');
  const rows = section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map(cells);
  const blocks = rows.map(([variables = '', fallback = '', meaning = '']) => {
    const settings = names(variables);
    return [
      `# ${plain(meaning)}`,
      `# default: ${plain(fallback)}`,
      ...settings.map((name) => `# ${name}=`),
    ].join('\n');
  });
  return `# Portale CET: every setting of the server, read from the environment at start.\n# Uncomment and set what differs from the default; docs/deployment.md says which a region must set.\n\n${blocks.join('\n\n')}\n`;
};

/** Every variable the table names. */
export const envExampleNames = (text) =>
  [...text.matchAll(/^# ([A-Z][A-Z0-9_]+)=$/gm)].map((match) => match[1]);
