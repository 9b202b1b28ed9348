/** Links (websites): add, edit, delete; each opens in a new tab, safely. */
import { useTranslation } from 'react-i18next';
import type { ProfileLink } from '@sdk/generated/jobseeker/hooks';
import { httpUrlOf } from '../../../lib/http-url';
import { EntryListSection } from '../page/entry-list-section';
import { useLinkChanges } from '../profile-queries';
import { LinkForm } from './link-form';
import { EntryDescription } from '../form/entry-description';

function LinkView({ entry }: { entry: ProfileLink }) {
  const href = httpUrlOf(entry.url);
  return (
    <>
      <h3 className="profile-entry__title" dir="auto">
        {entry.display_name}
      </h3>
      <p className="profile-entry__meta profile-entry__url">
        {href ? (
          <a href={href} target="_blank" rel="noopener noreferrer nofollow" dir="ltr">
            {entry.url}
          </a>
        ) : (
          entry.url
        )}
      </p>
      <EntryDescription text={entry.description} />
    </>
  );
}

export function LinksSection({ entries }: { entries: readonly ProfileLink[] }) {
  const { t } = useTranslation('profile');
  const { remove } = useLinkChanges();
  return (
    <EntryListSection
      section="links"
      title={t('links.title')}
      entries={entries}
      entryName={(entry) => entry.display_name}
      renderView={(entry) => <LinkView entry={entry} />}
      renderForm={(props) => <LinkForm {...props} />}
      remove={remove}
    />
  );
}
