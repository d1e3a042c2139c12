import { z } from 'zod';
import {
  DELEGATED_BY,
  EXPORT_FORMATS,
  HTTP_METHODS,
  LOG_OPERATIONS,
  MEETING_STATUSES,
  REQUEST_STATES,
  REQUEST_TYPES,
  ROLE_NAMES,
} from './enumValues';

export {
  AMENDMENT_TYPES,
  COMPASSIONATE_USE_TYPE,
  DELEGATED_BY,
  EXPORT_FORMATS,
  HTTP_METHODS,
  JOB_USER,
  LOG_OPERATIONS,
  MEETING_STATUSES,
  REQUEST_STATES,
  REQUEST_TYPES,
  ROLE_NAMES,
} from './enumValues';

export const requestStateSchema = z.enum(REQUEST_STATES);
export type RequestState = z.infer<typeof requestStateSchema>;
export const requestTypeSchema = z.enum(REQUEST_TYPES);
export type RequestType = z.infer<typeof requestTypeSchema>;
export const roleNameSchema = z.enum(ROLE_NAMES);
export type RoleName = z.infer<typeof roleNameSchema>;
export const exportFormatSchema = z.enum(EXPORT_FORMATS);
export type ExportFormat = z.infer<typeof exportFormatSchema>;
export const delegatedBySchema = z.enum(DELEGATED_BY);
export type DelegatedBy = z.infer<typeof delegatedBySchema>;
export const logOperationSchema = z.enum(LOG_OPERATIONS);
export type LogOperation = z.infer<typeof logOperationSchema>;
export const meetingStatusSchema = z.enum(MEETING_STATUSES);
export type MeetingStatus = z.infer<typeof meetingStatusSchema>;
export const httpMethodSchema = z.enum(HTTP_METHODS);
export type HttpMethod = z.infer<typeof httpMethodSchema>;
