import { type ChainedCommands, type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { type ComponentType, Fragment, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UI_NAMESPACE } from '../i18n/resources';
import { StyledLabel } from '../internal/field.styles';
import {
  BoldIcon,
  BulletListIcon,
  ItalicIcon,
  OrderedListIcon,
  QuoteIcon,
  RedoIcon,
  UnderlineIcon,
  UndoIcon,
} from './icons';
import { Bar, Content, Frame, Root, ToolButton, ToolSeparator, ToolToggle } from './RichTextEditor.styles';

type FormatName =
  | 'bold'
  | 'italic'
  | 'underline'
  | 'heading'
  | 'subheading'
  | 'bulletList'
  | 'orderedList'
  | 'blockquote';

interface Format {
  name: FormatName;
  /** An icon in place of the name; without one the button shows its name, so that it reads as it sounds. */
  Icon?: ComponentType;
  isActive: (editor: Editor) => boolean;
  toggle: (chain: ChainedCommands) => ChainedCommands;
}

/** The toolbar's toggles, in groups separated by a rule. Headings start at h2: the page owns the h1. */
const formatGroups: readonly (readonly Format[])[] = [
  [
    { name: 'bold', Icon: BoldIcon, isActive: (e) => e.isActive('bold'), toggle: (c) => c.toggleBold() },
    {
      name: 'italic',
      Icon: ItalicIcon,
      isActive: (e) => e.isActive('italic'),
      toggle: (c) => c.toggleItalic(),
    },
    {
      name: 'underline',
      Icon: UnderlineIcon,
      isActive: (e) => e.isActive('underline'),
      toggle: (c) => c.toggleUnderline(),
    },
  ],
  [
    {
      name: 'heading',
      isActive: (e) => e.isActive('heading', { level: 2 }),
      toggle: (c) => c.toggleHeading({ level: 2 }),
    },
    {
      name: 'subheading',
      isActive: (e) => e.isActive('heading', { level: 3 }),
      toggle: (c) => c.toggleHeading({ level: 3 }),
    },
  ],
  [
    {
      name: 'bulletList',
      Icon: BulletListIcon,
      isActive: (e) => e.isActive('bulletList'),
      toggle: (c) => c.toggleBulletList(),
    },
    {
      name: 'orderedList',
      Icon: OrderedListIcon,
      isActive: (e) => e.isActive('orderedList'),
      toggle: (c) => c.toggleOrderedList(),
    },
    {
      name: 'blockquote',
      Icon: QuoteIcon,
      isActive: (e) => e.isActive('blockquote'),
      toggle: (c) => c.toggleBlockquote(),
    },
  ],
];

/** An empty document is '' rather than Tiptap's '<p></p>', so that a required check sees it as empty. */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

export interface RichTextEditorProps {
  /** The visible label, also the name of the editing area and of its toolbar. */
  label: string;
  /** The content as HTML (controlled). Display it elsewhere with SafeHtml. */
  value: string;
  /** Called with the new HTML on every change; '' when the content is empty. */
  onChange: (html: string) => void;
  /** Whether the content is read-only and the toolbar disabled. @default false */
  isDisabled?: boolean;
  /** Height of the editing area before it grows, as a CSS length. @default '12rem' */
  minHeight?: string;
}

/**
 * A rich-text editor (Tiptap) for the home page's texts, with an Italian formatting toolbar. Arrow keys
 * move within the toolbar (React Aria Toolbar); Tab moves between the toolbar and the text. Import it
 * from `@cet-portal/ui/rich-text-editor`, ideally with `React.lazy`, so that pages without it do not
 * load Tiptap.
 */
export const RichTextEditor = ({
  label,
  value,
  onChange,
  isDisabled = false,
  minHeight = '12rem',
}: RichTextEditorProps) => {
  const { t } = useTranslation(UI_NAMESPACE);
  const labelId = useId();
  // Extensions are built once per editor, not at import time, so importing the module has no side effect.
  const [extensions] = useState(() => [
    StarterKit.configure({
      heading: { levels: [2, 3] },
      code: false,
      codeBlock: false,
      link: { openOnClick: false },
    }),
  ]);
  // Tiptap re-applies its options whenever one differs from the last render's: keep them stable so that
  // a keystroke (a new value from the parent) does not.
  const [initialContent] = useState(value);
  const editorProps = useMemo(
    () => ({
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-readonly': String(isDisabled),
      },
    }),
    [labelId, isDisabled],
  );
  const editor = useEditor({
    extensions,
    content: initialContent,
    editable: !isDisabled,
    editorProps,
    onUpdate: ({ editor: updated }) => onChange(htmlOf(updated)),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      active: Object.fromEntries(
        formatGroups.flat().map((format) => [format.name, format.isActive(current)]),
      ) as Record<FormatName, boolean>,
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });

  useEffect(() => {
    editor.setEditable(!isDisabled);
  }, [editor, isDisabled]);

  // A new value from outside (a reload, 'Ripristina') replaces the content; our own echo does not.
  useEffect(() => {
    if (value !== htmlOf(editor)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <Root>
      <StyledLabel elementType="span" id={labelId}>
        {label}
      </StyledLabel>
      <Frame $isDisabled={isDisabled}>
        <Bar aria-label={t('richTextEditor.toolbar', { field: label })}>
          {formatGroups.map((group, index) => (
            <Fragment key={group[0]?.name}>
              {index > 0 && <ToolSeparator orientation="vertical" />}
              {group.map((format) => (
                <ToolToggle
                  key={format.name}
                  aria-label={t(`richTextEditor.${format.name}`)}
                  isSelected={state.active[format.name]}
                  isDisabled={isDisabled}
                  onChange={() => format.toggle(editor.chain().focus()).run()}
                >
                  {format.Icon ? <format.Icon /> : t(`richTextEditor.${format.name}`)}
                </ToolToggle>
              ))}
            </Fragment>
          ))}
          <ToolSeparator orientation="vertical" />
          <ToolButton
            aria-label={t('richTextEditor.undo')}
            isDisabled={isDisabled || !state.canUndo}
            onPress={() => editor.chain().focus().undo().run()}
          >
            <UndoIcon />
          </ToolButton>
          <ToolButton
            aria-label={t('richTextEditor.redo')}
            isDisabled={isDisabled || !state.canRedo}
            onPress={() => editor.chain().focus().redo().run()}
          >
            <RedoIcon />
          </ToolButton>
        </Bar>
        <Content $minHeight={minHeight}>
          <EditorContent editor={editor} />
        </Content>
      </Frame>
    </Root>
  );
};
