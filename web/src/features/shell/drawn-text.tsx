/**
 * Decoration drawn by CSS from an attribute (shell.css: `[data-drawn-text]::before`), not written as text:
 * a control named by aria-label ("Chat, 7 unread messages") must show its name's words as its visible
 * text (WCAG 2.5.3, label in name). A badge's count, a logo letter or initials written as text would join
 * that visible text ("Chat7") and no longer match the name; drawn, they stay out of it.
 */
export function DrawnText({ text, className }: { text: string; className: string }) {
  return <span className={className} aria-hidden="true" data-drawn-text={text} />;
}
