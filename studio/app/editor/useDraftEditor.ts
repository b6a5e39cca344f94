import { useEffect, useState, useSyncExternalStore } from 'react';
import type { StudioDraft } from '../../../schemas/studioApi.ts';
import type { StudioClient } from '../api/studioClient.ts';
import { createDraftEditor, type DraftEditor, type DraftEditorState } from './draftEditor.ts';

/** One draft editor per brand and loaded draft, with its state as React state. */
export function useDraftEditor(
  client: StudioClient,
  brandId: string,
  initial: StudioDraft,
  debounceMs?: number,
): [DraftEditorState, DraftEditor] {
  const [editor] = useState(() => createDraftEditor({ client, brandId, initial, debounceMs }));
  useEffect(() => {
    editor.activate();
    return () => editor.dispose();
  }, [editor]);
  const state = useSyncExternalStore(
    (listener) => editor.subscribe(listener),
    () => editor.getState(),
  );
  return [state, editor];
}
