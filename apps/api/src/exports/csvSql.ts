import { CSV_FORMAT, CSV_FORMULA_START, TIME_ZONE } from '@cet-portal/api-client/contract';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The contract's CSV rules (`CSV_FORMAT`, `safeCsvCell`, csv-stringify's quoting) written in SQL, so
 * the database writes an export's records itself and the server only copies them into the file: a
 * row's eight cells were parsed, built and stringified in JavaScript, most of a large export's CPU.
 * Every rule comes from the contract as a bound parameter; apps/api/test/exportCsvSql.test.ts proves
 * the records equal the JavaScript writer's, byte for byte.
 */

const RECORD_DELIMITERS = { windows: '\r\n' } as const satisfies Record<
  typeof CSV_FORMAT.record_delimiter,
  string
>;

/** What ends each record of the file. */
export const CSV_RECORD_END = RECORD_DELIMITERS[CSV_FORMAT.record_delimiter];

const QUOTE = '"';

/** Characters that are literal inside a bracket expression of a regular expression, escaped. */
const inBrackets = (characters: string) => characters.replace(/[\\\]^-]/g, (character) => `\\${character}`);

/**
 * When csv-stringify quotes a field, with its default quote and escape (`"`) and a `record_delimiter`
 * given (which turns its own quoting of a lone CR or LF off): when it holds the delimiter, a quote, the
 * record delimiter itself, or a match of the format's `quoted_match` (a lone CR or LF).
 */
const NEEDS_QUOTES = [
  `[${inBrackets(`${CSV_FORMAT.delimiter}${QUOTE}`)}]`,
  CSV_RECORD_END,
  CSV_FORMAT.quoted_match.source,
].join('|');

/** `value` in quotes, its quotes doubled. */
const quoted = (value: SQL): SQL =>
  sql`${QUOTE} || replace(${value}, ${QUOTE}, ${QUOTE + QUOTE}) || ${QUOTE}`;

/** A text that needs either rule: most texts need neither, and are matched once only. */
const NEEDS_A_RULE = `${CSV_FORMULA_START.source}|${NEEDS_QUOTES}`;

/**
 * A text cell as the JavaScript writer writes it: empty for null; `'` before a text Excel would run
 * as a formula (`safeCsvCell`); quoted as `NEEDS_QUOTES` says. The guard's `'` never needs quotes
 * itself, so the quoting rule looks at the text alone.
 */
export const csvTextCell = (text: SQL): SQL => {
  const guarded = sql`'''' || ${text}`;
  return sql`(case
    when ${text} is null then ''
    when ${text} !~ ${NEEDS_A_RULE} then ${text}
    when ${text} ~ ${CSV_FORMULA_START.source} then
      case when ${text} ~ ${NEEDS_QUOTES} then ${quoted(guarded)} else ${guarded} end
    else ${quoted(text)}
  end)`;
};

/** A number cell: its digits, empty for null (csv-stringify neither guards nor quotes numbers). */
export const csvNumberCell = (value: SQL): SQL => sql`coalesce((${value})::text, '')`;

/**
 * An instant as the contract's `formatDate` writes it (a Rome day, `dd/MM/yyyy`), empty for null;
 * such a text never needs the formula guard nor quotes.
 */
export const csvRomeDayCell = (instant: SQL): SQL =>
  sql`coalesce(to_char(${instant} at time zone ${TIME_ZONE}, 'DD/MM/YYYY'), '')`;

/**
 * A cell looked up in a map of texts the JavaScript writer has already written (labels of a code):
 * the map travels as one jsonb parameter, so no label is retyped in SQL.
 */
export const csvLabelCell = (code: SQL, written: Record<string, string>): SQL =>
  sql`coalesce(${JSON.stringify(written)}::jsonb ->> ${code}, '')`;

/** A record: the cells joined by the delimiter, then the record's end. */
export const csvRecord = (cells: SQL[]): SQL =>
  sql`(${sql.join(cells, sql` || ${CSV_FORMAT.delimiter} || `)} || ${CSV_RECORD_END})`;
