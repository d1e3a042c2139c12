/// <reference path="./pdfkitStandardFonts.d.ts" />
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import * as pdfkit from 'pdfkit';
import Helvetica from 'pdfkit/standard-fonts/Helvetica';
import HelveticaBold from 'pdfkit/standard-fonts/HelveticaBold';
import { loadConfig } from '../config';
import { createMockServerBackend, type MockServerBackend } from './backend';

// pdfkit's browser build reads no font files: the two the server's PDFs use are handed to it (its
// types describe the Node build, which has no `registerStdFonts`).
(pdfkit as unknown as { registerStdFonts: (...fonts: unknown[]) => void }).registerStdFonts(
  Helvetica,
  HelveticaBold,
);

/**
 * The mock backend in a browser (Storybook): PGlite started from the world's dump (`writeMockWorldDump`),
 * which skips initdb, migrations and seeding.
 */
export const startBrowserMockBackend = async (worldDump: Blob): Promise<MockServerBackend> => {
  const client = await PGlite.create({ loadDataDir: worldDump, extensions: { pg_trgm } });
  return createMockServerBackend(client, loadConfig({}));
};
