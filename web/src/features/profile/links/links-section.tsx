/** Links (websites): add, edit, delete; each opens in a new tab, safely. */
import { useTranslation } from 'react-i18next';
import type { ProfileLink } from '@sdk/generated/jobseeker/hooks';
import { httpUrlOf } from '../../../lib/http-url';
import { EntryListSection } from '../page/entry-list-section';
import { useLinkMutations, useRefreshProfile } from '../profile-queries';
import { LinkForm } from './link-form';

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
      {entry.description ? (
        <p className="profile-entry__text" dir="auto">
          {entry.description}
        </p>
      ) : null}
    </>
  );
}

export function LinksSection({ entries }: { entries: readonly ProfileLink[] }) {
  const { t } = useTranslation('profile');
  const { remove } = useLinkMutations();
  const refresh = useRefreshProfile();
  return (
    <EntryListSection
      section="links"
      title={t('links.title')}
      entries={entries}
      entryName={(entry) => entry.display_name}
      renderView={(entry) => <LinkView entry={entry} />}
      renderForm={(props) => <LinkForm {...props} />}
      remove={async (entry) => {
        await remove.mutateAsync({ id: entry.id });
        await refresh();
      }}
    />
  );
}
