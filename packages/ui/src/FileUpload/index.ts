export type { FileUploadProps } from './FileUpload';
export { FileUpload } from './FileUpload';
