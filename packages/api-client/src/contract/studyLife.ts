import { z } from 'zod';

/**
 * What an applicant tells the committee about an approved study (Regulation (EU) 536/2014 and Good
 * Clinical Practice): its start, the first patient, yearly reports, amendments the committee only
 * records, serious adverse events, halts and restarts, its end and its results.
 */
export const COMMUNICATION_KINDS = [
  'STUDY_START',
  'FIRST_PATIENT',
  'ANNUAL_REPORT',
  'NON_SUBSTANTIAL_AMENDMENT',
  'SERIOUS_ADVERSE_EVENT',
  'TEMPORARY_HALT',
  'RESTART',
  'END',
  'EARLY_END',
  'FINAL_RESULTS',
] as const;
export const communicationKindSchema = z.enum(COMMUNICATION_KINDS);
export type CommunicationKind = z.infer<typeof communicationKindSchema>;

/** Where an approved study stands: it follows from the communications sent, never set by hand. */
export const STUDY_STATES = [
  'APPROVED_NOT_STARTED',
  'IN_PROGRESS',
  'SUSPENDED',
  'ENDED',
  'ENDED_EARLY',
] as const;
export const studyStateSchema = z.enum(STUDY_STATES);
export type StudyState = z.infer<typeof studyStateSchema>;

/** The reports a study owes on a clock; the other kinds are sent when their event happens. */
export const DUE_REPORT_KINDS = [
  'ANNUAL_REPORT',
  'FINAL_RESULTS',
] as const satisfies readonly CommunicationKind[];
export type DueReportKind = (typeof DUE_REPORT_KINDS)[number];

/**
 * The clocks' limits, a setting per kind: the annual report every `ANNUAL_REPORT` months from the
 * approval, the results `FINAL_RESULTS` months after the end; a reminder each of `reminderDays`
 * before a due date.
 */
export const studyClockSettingsSchema = z.strictObject({
  monthsDue: z.strictObject({
    ANNUAL_REPORT: z.number().int().min(1).max(36),
    FINAL_RESULTS: z.number().int().min(1).max(36),
  }),
  reminderDays: z.array(z.number().int().min(1).max(180)).max(5),
});
export type StudyClockSettings = z.infer<typeof studyClockSettingsSchema>;

export const STUDY_CLOCK_DEFAULTS: StudyClockSettings = {
  monthsDue: { ANNUAL_REPORT: 12, FINAL_RESULTS: 12 },
  reminderDays: [30, 7],
};
