/**
 * A section made of entries (job preferences, work experiences, educations, languages, links,
 * licenses): each entry in view mode with Edit and Delete, one form at a time in its place (or at the
 * end for a new one), a confirmation before deleting, and an empty state that invites the first entry.
 * Focus: a form takes it when it opens; Cancel gives it back to the button that opened the form; a save
 * or a delete moves it to the section heading, which says what happened.
 */
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/describe-error';
import { EmptyState } from '../../../components/empty-state';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useEditing } from './editing-context';
import { SectionCard, useSectionCard } from './section-card';
import type { ProfileSectionId } from './sections';
import { useFocusLater } from './use-focus-later';

export interface EntryFormProps<E> {
  entry?: E;
  /** The form's key, for useReportDirty. */
  formKey: string;
  onSaved: () => void;
  onCancel: () => void;
}

export interface EntryListSectionProps<E extends { id: number }> {
  section: ProfileSectionId;
  title: string;
  entries: readonly E[];
  /** What the entry is called in Edit and Delete labels and the delete question. */
  entryName: (entry: E) => string;
  renderView: (entry: E) => ReactNode;
  renderForm: (props: EntryFormProps<E>) => ReactNode;
  remove: (entry: E) => Promise<unknown>;
  /** Why an entry cannot be deleted (the last job preference), shown beside its disabled Delete. */
  deleteBlockedReason?: (entry: E) => string | null;
  /** Why nothing more can be added (a limit reached). */
  addBlockedReason?: string | null;
  /** Under the heading: limits, counts. */
  intro?: ReactNode;
}

export function EntryListSection<E extends { id: number }>(props: EntryListSectionProps<E>) {
  const { t } = useTranslation('profile');
  const { section, title, addBlockedReason } = props;
  const editing = useEditing();
  const ids = useId();
  const focusLater = useFocusLater();
  const addKey = `${section}:new`;
  const addId = `${ids}-add`;

  const addButton = (
    <button
      id={addId}
      type="button"
      className="button button--secondary profile-card__action"
      onClick={() => editing.open(addKey)}
      disabled={Boolean(addBlockedReason) || editing.openKey === addKey}
      aria-describedby={addBlockedReason ? `${ids}-add-blocked` : undefined}
    >
      {t(`${section}.add`)}
    </button>
  );

  return (
    <SectionCard section={section} title={title} action={addButton}>
      {props.intro}
      {addBlockedReason ? (
        <p id={`${ids}-add-blocked`} className="profile-card__note">
          {addBlockedReason}
        </p>
      ) : null}
      <EntryList {...props} ids={ids} onFocusTarget={focusLater} addKey={addKey} addId={addId} />
    </SectionCard>
  );
}

interface EntryListProps<E extends { id: number }> extends EntryListSectionProps<E> {
  ids: string;
  addKey: string;
  addId: string;
  onFocusTarget: (id: string) => void;
}

function EntryList<E extends { id: number }>({ section, entries, entryName, renderView, renderForm, remove, deleteBlockedReason, ids, addKey, addId, onFocusTarget }: EntryListProps<E>) {
  const { t } = useTranslation('profile');
  const editing = useEditing();
  const card = useSectionCard();
  const [deleting, setDeleting] = useState<E | null>(null);
  const [deleteState, setDeleteState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const editId = (entry: E) => `${ids}-edit-${entry.id}`;
  const keyOf = (entry: E) => `${section}:${entry.id}`;

  const formProps = (key: string, opener: string, entry?: E): EntryFormProps<E> => ({
    entry,
    formKey: key,
    onSaved: () => {
      editing.close(key);
      card.done(t('status.saved'));
    },
    onCancel: () => {
      editing.close(key);
      onFocusTarget(opener);
    },
  });

  async function confirmDelete() {
    if (!deleting) return;
    setDeleteState({ busy: true, error: null });
    try {
      await remove(deleting);
      setDeleting(null);
      setDeleteState({ busy: false, error: null });
      card.done(t('status.deleted', { name: entryName(deleting) }));
    } catch (error) {
      setDeleteState({ busy: false, error: describeError(error, t) });
    }
  }

  const adding = editing.openKey === addKey;
  return (
    <>
      {entries.length === 0 && !adding ? <EmptyState title={t(`${section}.empty`)} hint={t(`${section}.emptyHint`)} /> : null}
      {entries.length > 0 ? (
        <ul className="profile-entries">
          {entries.map((entry) => {
            const key = keyOf(entry);
            if (editing.openKey === key) return <li key={entry.id} className="profile-entry profile-entry--editing">{renderForm(formProps(key, editId(entry), entry))}</li>;
            const blocked = deleteBlockedReason?.(entry) ?? null;
            const name = entryName(entry);
            return (
              <li key={entry.id} className="profile-entry">
                <div className="profile-entry__view">{renderView(entry)}</div>
                <div className="profile-entry__actions">
                  <button id={editId(entry)} type="button" className="button--link" onClick={() => editing.open(key) && card.clearStatus()} aria-label={t('entry.edit', { name })}>
                    {t('entry.editShort')}
                  </button>
                  <button
                    type="button"
                    className="button--link profile-entry__delete"
                    onClick={() => setDeleting(entry)}
                    disabled={Boolean(blocked)}
                    aria-label={t('entry.delete', { name })}
                    aria-describedby={blocked ? `${ids}-blocked-${entry.id}` : undefined}
                  >
                    {t('entry.deleteShort')}
                  </button>
                  {blocked ? (
                    <span id={`${ids}-blocked-${entry.id}`} className="profile-card__note">
                      {blocked}
                    </span>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
      {adding ? <div className="profile-entry profile-entry--editing">{renderForm(formProps(addKey, addId))}</div> : null}
      {deleting ? (
        <ConfirmDialog
          title={t('entry.deleteTitle', { name: entryName(deleting) })}
          confirmLabel={t('entry.deleteConfirm')}
          cancelLabel={t('form.cancel')}
          onConfirm={() => void confirmDelete()}
          onCancel={() => {
            setDeleting(null);
            setDeleteState({ busy: false, error: null });
          }}
          busy={deleteState.busy}
          error={deleteState.error}
          danger
        >
          <p>{t('entry.deleteMessage')}</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
