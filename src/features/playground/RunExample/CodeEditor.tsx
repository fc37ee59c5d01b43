// The code editor of a run (CodeMirror 6 with PHP), loaded only when the reader asks to edit.
import React, {useEffect, useRef, type ReactNode} from 'react';
import {defaultKeymap, history, historyKeymap, indentWithTab} from '@codemirror/commands';
import {php} from '@codemirror/lang-php';
import {bracketMatching, HighlightStyle, indentOnInput, syntaxHighlighting} from '@codemirror/language';
import {EditorState} from '@codemirror/state';
import {drawSelection, EditorView, highlightSpecialChars, keymap, lineNumbers} from '@codemirror/view';
import {tags} from '@lezer/highlight';

// The site's code colours (src/features/code-blocks/codeThemes.ts), which keep 4.5:1 in both colour modes.
const siteColours = HighlightStyle.define([
  {tag: [tags.keyword, tags.modifier, tags.controlKeyword, tags.operatorKeyword], color: 'var(--code-keyword-color)'},
  {tag: [tags.string, tags.special(tags.string)], color: 'var(--code-string-color)'},
  {tag: [tags.comment, tags.lineComment, tags.blockComment], color: 'var(--code-comment-color)', fontStyle: 'italic'},
  {tag: [tags.number, tags.bool, tags.null], color: 'var(--code-number-color, var(--code-plain-color))'},
  {
    tag: [tags.function(tags.variableName), tags.function(tags.propertyName)],
    color: 'var(--code-function-color, var(--code-plain-color))',
  },
  {
    tag: [tags.className, tags.typeName, tags.namespace],
    color: 'var(--code-class-name-color, var(--code-plain-color))',
  },
  {tag: [tags.variableName, tags.propertyName], color: 'var(--code-variable-color, var(--code-plain-color))'},
  {tag: [tags.operator, tags.punctuation, tags.bracket], color: 'var(--code-plain-color)'},
  {tag: [tags.processingInstruction, tags.meta], color: 'var(--code-keyword-color)'},
]);

const siteTheme = EditorView.theme({
  '&': {
    color: 'var(--code-plain-color)',
    backgroundColor: 'var(--code-plain-background-color)',
    fontSize: 'var(--ifm-code-font-size)',
    borderRadius: 'var(--ifm-code-border-radius)',
  },
  '.cm-content': {fontFamily: 'var(--ifm-font-family-monospace)', caretColor: 'var(--code-plain-color)'},
  '.cm-scroller': {fontFamily: 'var(--ifm-font-family-monospace)', lineHeight: 'var(--ifm-pre-line-height)'},
  '.cm-gutters': {backgroundColor: 'transparent', color: 'var(--ifm-color-emphasis-700)', border: 'none'},
  '&.cm-focused': {outline: '2px solid var(--ifm-color-primary)', outlineOffset: '2px'},
  '.cm-cursor': {borderLeftColor: 'var(--code-plain-color)'},
  '&.cm-focused .cm-selectionBackground, .cm-selectionBackground': {backgroundColor: 'var(--ifm-color-emphasis-300)'},
  // A special character's mark: the keyword colours swapped, so it keeps their contrast in both modes.
  '&.cm-editor .cm-content .cm-specialChar': {
    color: 'var(--code-plain-background-color)',
    backgroundColor: 'var(--code-keyword-color)',
    borderRadius: '2px',
    padding: '0 1px',
  },
});

/**
 * Characters CodeMirror leaves unmarked by default that can make code read otherwise than it runs
 * (Trojan Source, CVE-2021-42574): the embedding controls and their pop (U+202A to U+202C), the first
 * strong isolate (U+2068), the zero-width joiners (U+200C, U+200D) and the word joiner (U+2060). The
 * default set already marks U+061C, U+200B, U+200E, U+200F, U+202D, U+202E, U+2066, U+2067, U+2069,
 * U+FEFF and the control characters. Each shows as a mark whose title and label name the character.
 */
// The joiners stand alone, outside the class: a joiner inside one reads as a joined sequence.
const READS_OTHERWISE = /\u200c|\u200d|[\u202a-\u202c\u2060\u2068]/;

type Props = {
  value: string;
  onChange: (value: string) => void;
  label: string;
  /** Focus the editor once it is made (a reader asked for it); false when it opens by itself. */
  focusOnStart?: boolean;
};

export default function CodeEditor({value, onChange, label, focusOnStart = true}: Props): ReactNode {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;

  useEffect(() => {
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          history(),
          drawSelection(),
          highlightSpecialChars({addSpecialChars: READS_OTHERWISE}),
          indentOnInput(),
          bracketMatching(),
          // Long lines wrap: the editor never scrolls sideways (nor needs a focusable scroll area).
          EditorView.lineWrapping,
          // Tab indents; Escape then Tab leaves the editor (CodeMirror's accessible tab handling).
          keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
          php(),
          syntaxHighlighting(siteColours),
          siteTheme,
          EditorView.contentAttributes.of({'aria-label': label}),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) changed.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    if (focusOnStart) editor.focus();
    return () => editor.destroy();
    // The editor is created once; outside changes (Reset) arrive through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== value) {
      editor.dispatch({changes: {from: 0, to: editor.state.doc.length, insert: value}});
    }
  }, [value]);

  return <div ref={host} />;
}
