import type { CallInput, CallKey, CallOutput } from '../contract/calls';
import { fileNameOfDisposition } from '../contract/contentDisposition';
import type { Document, FilePayload, StreamedUploadFields } from '../contract/document';
import { FILE_ROUTE, UPLOAD_ROUTE } from '../contract/httpHeaders';
import type { ApiClientOptions, CallOptions } from './createApiClient';
import { DEFAULT_ERROR_MESSAGES } from './messages';
import { createTransport, loadContract } from './transport';

/** The calls of the contract that answer with a file: exports, ZIP archives, templates, documents. */
export type FileCallKey = {
  [Call in CallKey]: CallOutput<Call> extends FilePayload ? Call : never;
}[CallKey];

/** A file as it arrived: its bytes, its name from `Content-Disposition`, its stored type. */
export interface FetchedFile {
  blob: Blob;
  fileName: string;
  contentType: string;
}

/** What goes with an uploaded file; the role is the active one, the name the file's own unless given. */
export type UploadFields = Omit<StreamedUploadFields, 'role'>;

/** A file to upload: a `File`, or any Blob given a name. */
export type NamedBlob = Blob & { name: string };

export interface FileClient {
  /**
   * `document.upload` with the file streamed as multipart to `{baseUrl}/upload` (the fields first,
   * then the file), rather than as a data URL inside the envelope: resolves to the stored document.
   */
  uploadFile: (file: NamedBlob, fields?: UploadFields, options?: CallOptions) => Promise<Document>;
  /**
   * A call that answers with a file, sent as its envelope to `{baseUrl}/file` and answered with the
   * file itself rather than base64 inside JSON.
   */
  fetchFile: <Call extends FileCallKey>(
    call: Call,
    input: CallInput<Call>,
    options?: CallOptions,
  ) => Promise<FetchedFile>;
}

/**
 * The two file routes beside the envelope, on the same options as `createApiClient` (token, role,
 * XSRF header, onError, onUnauthorized, fetch) and with the same ApiError on failure.
 */
export const createFileClient = (options: ApiClientOptions): FileClient => {
  const root = options.baseUrl.replace(/\/+$/, '');
  const transport = createTransport(options);

  const uploadFile: FileClient['uploadFile'] = async (file, fields = {}, callOptions = {}) => {
    const contract = await loadContract();
    const call = contract.callEntry('document.upload');
    const given = contract.streamedUploadFieldsSchema
      .omit({ role: true })
      .safeParse({ ...fields, name: fields.name ?? file.name });
    if (!given.success) {
      throw transport.fail(call, {
        status: 0,
        code: 'INVALID_INPUT',
        message: DEFAULT_ERROR_MESSAGES.INVALID_INPUT,
        details: given.error.issues,
      });
    }
    const { name, type, purpose } = given.data;
    const answer = await transport.send(
      {
        url: `${root}${UPLOAD_ROUTE}`,
        call,
        // The server reads the fields before the file, to know the caller before a byte of it.
        body: (role) => {
          const form = new FormData();
          if (role) form.append('role', role);
          if (name) form.append('name', name);
          if (type) form.append('type', type);
          if (purpose) form.append('purpose', purpose);
          form.append('file', file, name ?? file.name);
          return form;
        },
        contentType: null,
        signal: callOptions.signal,
        role: callOptions.role,
      },
      (response) => response.text(),
    );
    return transport.payloadOf(contract, call, answer) as Document;
  };

  const fetchFile: FileClient['fetchFile'] = async (key, input, callOptions = {}) => {
    const contract = await loadContract();
    const call = contract.callEntry(key);
    const envelope = transport.prepare(contract, call, input);
    const answer = await transport.send(
      {
        url: `${root}${FILE_ROUTE}`,
        call,
        isPublic: call.isPublic,
        body: (role) => JSON.stringify(envelope(role)),
        signal: callOptions.signal,
        role: callOptions.role,
      },
      (response): Promise<Blob | string> => (response.ok ? response.blob() : response.text()),
    );
    if (!answer.ok || typeof answer.body === 'string') {
      throw transport.refusal(contract, call, answer.status, String(answer.body));
    }
    const fileName = fileNameOfDisposition(answer.headers.get('Content-Disposition'));
    if (!fileName) {
      throw transport.fail(call, {
        status: answer.status,
        code: 'INVALID_RESPONSE',
        message: DEFAULT_ERROR_MESSAGES.INVALID_RESPONSE,
      });
    }
    const contentType = answer.headers.get('Content-Type') || answer.body.type || 'application/octet-stream';
    return { blob: answer.body, fileName, contentType };
  };

  return { uploadFile, fetchFile };
};
