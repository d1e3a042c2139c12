export type { RichTextEditorProps } from './RichTextEditor';
export { RichTextEditor } from './RichTextEditor';
