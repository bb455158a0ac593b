// The one module that loads Draft.js and its plugins (the editor and the mention plugin). Loaded by
// dynamic import when an editor is first shown (note-editor.tsx), so no list route pays for it.
// Everything it decides by rule lives in note-rules.ts and note-html.ts.
import 'draft-js/dist/Draft.css';
import '@draft-js-plugins/mention/lib/plugin.css';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { CSSProperties, KeyboardEvent } from 'react';
import { Button, Select, Space } from 'antd';
import {
  AtomicBlockUtils,
  EditorState,
  RichUtils,
  convertFromRaw,
  convertToRaw,
  getDefaultKeyBinding,
} from 'draft-js';
import type { ContentBlock, DraftHandleValue, RawDraftContentState } from 'draft-js';
import Editor from '@draft-js-plugins/editor';
import createMentionPlugin from '@draft-js-plugins/mention';
import type { MentionData } from '@draft-js-plugins/mention';
import { noteContentOf } from '../lib/note-html';
import type { RawNote } from '../lib/note-html';
import type { NoteEditorProps } from '../lib/note-editor-props';
import {
  BLOCK_TYPES,
  DEFAULT_FONT,
  FONTS,
  MAX_CONTENT_HEIGHT_PX,
  MAX_LIST_DEPTH,
  MENTION_TRIGGERS,
  TAB_WINDOW_MS,
  acceptedMentionSearch,
  fontFamilyOf,
  fontStyleName,
  isDroppableImage,
} from '../lib/note-rules';

const FONT_STYLE_MAP: Record<string, CSSProperties> = Object.fromEntries(
  FONTS.map((font) => [fontStyleName(font), { fontFamily: fontFamilyOf(font) }]),
);

function initialState(json: string | undefined): EditorState {
  if (!json) return EditorState.createEmpty();
  try {
    return EditorState.createWithContent(convertFromRaw(JSON.parse(json) as RawDraftContentState));
  } catch {
    return EditorState.createEmpty();
  }
}

function ImageBlock({
  block,
  contentState,
}: {
  block: ContentBlock;
  contentState: EditorState['getCurrentContent'] extends () => infer C ? C : never;
}) {
  const entityKey = block.getEntityAt(0);
  const src = entityKey ? (contentState.getEntity(entityKey).getData() as { src?: string }).src : undefined;
  return src ? <img src={src} alt="" style={{ maxWidth: '100%' }} /> : null;
}

/** The mention plugin (one per editor), and none at all where mentions are off. */
function useMentionPlugin(mentionsEnabled: boolean) {
  return useMemo(() => {
    // Spec 001 §5: '@' after whitespace or '('. The plugin looks for its trigger after whitespace, so
    // '(@' is a trigger of its own; the '(' stays in front of the inserted name. '(@' comes first: the
    // plugin takes the first trigger found at the search, and '@' alone (not after whitespace) would
    // replace the whole text before it with the name.
    const mentionPlugin = createMentionPlugin({
      mentionTrigger: MENTION_TRIGGERS,
      mentionPrefix: (trigger) => (trigger === '(@' ? '(' : ''),
      supportWhitespace: true,
      entityMutability: 'IMMUTABLE',
    });
    return {
      plugins: mentionsEnabled ? [mentionPlugin] : [],
      MentionSuggestions: mentionPlugin.MentionSuggestions,
    };
  }, [mentionsEnabled]);
}

/** Block type, font, bold, italic and underline over the editor's current selection. */
function FormattingToolbar({
  editorState,
  change,
}: {
  editorState: EditorState;
  change: (next: EditorState) => void;
}) {
  const [font, setFont] = useState<string>(DEFAULT_FONT);
  const blockType = RichUtils.getCurrentBlockType(editorState);
  return (
    <Space
      wrap
      size={4}
      style={{ padding: 4, borderBottom: '1px solid #f0f0f0' }}
      role="toolbar"
      aria-label="Formatting"
    >
      <Select
        aria-label="Block type"
        size="small"
        style={{ width: 130 }}
        value={BLOCK_TYPES.some((b) => b.type === blockType) ? blockType : 'unstyled'}
        options={BLOCK_TYPES.map((b) => ({ value: b.type, label: b.label }))}
        onChange={(type: string) => change(RichUtils.toggleBlockType(editorState, type))}
      />
      <Select
        aria-label="Font"
        size="small"
        style={{ width: 150 }}
        value={font}
        options={FONTS.map((f) => ({
          value: f,
          label: <span style={{ fontFamily: fontFamilyOf(f) }}>{f}</span>,
        }))}
        onChange={(next: string) => {
          let state = editorState;
          const current = state.getCurrentInlineStyle();
          for (const f of FONTS)
            if (current.has(fontStyleName(f))) state = RichUtils.toggleInlineStyle(state, fontStyleName(f));
          if (next !== DEFAULT_FONT) state = RichUtils.toggleInlineStyle(state, fontStyleName(next));
          setFont(next);
          change(state);
        }}
      />
      {(['BOLD', 'ITALIC', 'UNDERLINE'] as const).map((style) => (
        <Button
          key={style}
          size="small"
          aria-pressed={editorState.getCurrentInlineStyle().has(style)}
          onMouseDown={(event) => {
            event.preventDefault();
            change(RichUtils.toggleInlineStyle(editorState, style));
          }}
        >
          {style[0]}
        </Button>
      ))}
    </Space>
  );
}

export default function NoteEditorAdapter({
  label,
  initialJSON,
  mentionsEnabled,
  suggestions,
  onMentionSearch,
  onChange,
}: NoteEditorProps) {
  const [editorState, setEditorState] = useState(() => initialState(initialJSON));
  const [mentionsOpen, setMentionsOpen] = useState(false);
  const lastTab = useRef(0);
  const { plugins, MentionSuggestions } = useMentionPlugin(mentionsEnabled);

  const change = useCallback(
    (next: EditorState) => {
      setEditorState(next);
      onChange(noteContentOf(convertToRaw(next.getCurrentContent()) as RawNote));
    },
    [onChange],
  );

  const mentionData: MentionData[] = suggestions.map((user) => ({
    id: user.id,
    name: user.name,
    email: user.email,
    ...(user.avatar ? { avatar: user.avatar } : {}),
  }));

  const handleKeyCommand = (command: string, state: EditorState): DraftHandleValue => {
    const next = RichUtils.handleKeyCommand(state, command);
    if (!next) return 'not-handled';
    change(next);
    return 'handled';
  };

  const keyBinding = (event: KeyboardEvent) => {
    if (event.key === 'Tab') {
      const now = Date.now();
      const quick = now - lastTab.current < TAB_WINDOW_MS;
      lastTab.current = now;
      if (!quick) change(RichUtils.onTab(event, editorState, MAX_LIST_DEPTH - 1));
      return null;
    }
    return getDefaultKeyBinding(event);
  };

  const handleDroppedFiles = (_selection: unknown, files: Blob[]): DraftHandleValue => {
    const images = (files as File[]).filter(isDroppableImage);
    for (const image of images) {
      const reader = new FileReader();
      reader.onload = () => {
        setEditorState((current) => {
          const content = current
            .getCurrentContent()
            .createEntity('IMAGE', 'IMMUTABLE', { src: reader.result });
          const next = AtomicBlockUtils.insertAtomicBlock(
            EditorState.set(current, { currentContent: content }),
            content.getLastCreatedEntityKey(),
            ' ',
          );
          onChange(noteContentOf(convertToRaw(next.getCurrentContent()) as RawNote));
          return next;
        });
      };
      reader.readAsDataURL(image);
    }
    // Files that are not images are refused: nothing is inserted.
    return 'handled';
  };

  return (
    <div style={{ border: '1px solid #d9d9d9', borderRadius: 6 }}>
      <FormattingToolbar editorState={editorState} change={change} />
      <div
        aria-label={label}
        style={{
          maxHeight: MAX_CONTENT_HEIGHT_PX,
          overflowY: 'auto',
          padding: 8,
          minHeight: 80,
          fontFamily: fontFamilyOf(DEFAULT_FONT),
        }}
      >
        <Editor
          editorState={editorState}
          onChange={change}
          plugins={plugins}
          customStyleMap={FONT_STYLE_MAP}
          handleKeyCommand={handleKeyCommand}
          keyBindingFn={keyBinding}
          handleDroppedFiles={handleDroppedFiles}
          blockRendererFn={(block: ContentBlock) =>
            block.getType() === 'atomic' ? { component: ImageBlock, editable: false, props: {} } : null
          }
          ariaLabel={label}
          placeholder="Write a note…"
          spellCheck
        />
        {mentionsEnabled ? (
          <MentionSuggestions
            open={mentionsOpen}
            onOpenChange={setMentionsOpen}
            suggestions={mentionData}
            onSearchChange={({ value }) => onMentionSearch(acceptedMentionSearch(value))}
          />
        ) : null}
      </div>
    </div>
  );
}
