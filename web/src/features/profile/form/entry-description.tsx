/** An entry's own words (a work experience's, an education's, a link's description), line breaks kept. */
export function EntryDescription({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p className="profile-entry__text" dir="auto">
      {text}
    </p>
  );
}
