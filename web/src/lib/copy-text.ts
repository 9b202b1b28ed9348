/** What became of a copy: on the clipboard, or selected in its field for the user to copy by hand. */
export type CopyOutcome = 'copied' | 'manual';

/** Puts `text` on the clipboard; without a clipboard (or permission), selects it in `input` instead. */
export async function copyText(text: string, input: HTMLInputElement | null): Promise<CopyOutcome> {
  try {
    if (!navigator.clipboard) throw new Error('no clipboard');
    await navigator.clipboard.writeText(text);
    return 'copied';
  } catch {
    input?.select();
    return 'manual';
  }
}
