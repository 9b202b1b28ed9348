/**
 * The entries of step 2 (work experience) and step 3 (education): the list with its loading, error and
 * empty states, one form at a time (adding, or editing in place of the entry), and deleting after a
 * confirmation. Saved and deleted are announced; focus goes back to the list's heading.
 */
import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { DeleteEntryDialog } from './delete-entry-dialog';

export type Editing = { mode: 'add' } | { mode: 'edit'; id: number } | null;

export interface EntrySummary {
  /** How the entry is named in its buttons' labels and the delete confirmation. */
  name: string;
  title: string;
  subtitle: string;
  period: string;
}

interface EntryCollectionProps<E extends { id: number }> {
  /** The catalog section: `workExperience` or `education`. */
  section: 'workExperience' | 'education';
  list: { data: E[] | undefined; error: unknown; refetch: () => unknown };
  editing: Editing;
  onEditingChange: (editing: Editing) => void;
  summarize: (entry: E) => EntrySummary;
  /** The form for a new entry (no entry) or for editing one; `onSaved` closes it. */
  renderForm: (entry: E | undefined, onSaved: () => void, onCancel: () => void) => ReactNode;
  remove: (id: number) => Promise<unknown>;
  removing: boolean;
  onChanged: () => unknown;
}

export function EntryCollection<E extends { id: number }>(props: EntryCollectionProps<E>) {
  const { section, list, editing, onEditingChange, summarize, renderForm, remove, removing, onChanged } = props;
  const { t } = useTranslation('complete-profile');
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const [deleting, setDeleting] = useState<E | undefined>();

  const settle = (message: string) => {
    onEditingChange(null);
    setAnnouncement(message);
    void onChanged();
    headingRef.current?.focus();
  };
  const startEditing = (next: Editing) => {
    setAnnouncement('');
    onEditingChange(next);
  };
  const cancel = () => {
    onEditingChange(null);
    headingRef.current?.focus();
  };

  const entries = list.data;
  let body: ReactNode;
  if (entries === undefined) {
    body = list.error ? <ErrorState error={list.error} onRetry={() => void list.refetch()} /> : <LoadingState label={t(`${section}.loading`)} />;
  } else if (entries.length === 0 && editing?.mode !== 'add') {
    body = <EmptyState title={t(`${section}.empty`)} hint={t(`${section}.emptyHint`)} />;
  } else {
    body = (
      <ul className="complete-profile__entries">
        {entries.map((entry) => {
          if (editing?.mode === 'edit' && editing.id === entry.id) {
            return <li key={entry.id}>{renderForm(entry, () => settle(t(`${section}.saved`)), cancel)}</li>;
          }
          const summary = summarize(entry);
          return (
            <li key={entry.id} className="complete-profile__entry">
              <div className="complete-profile__entry-text">
                <h3 className="complete-profile__entry-title" dir="auto">
                  {summary.title}
                </h3>
                <p dir="auto">{summary.subtitle}</p>
                <p className="complete-profile__muted">{summary.period}</p>
              </div>
              <div className="complete-profile__entry-actions">
                <button type="button" className="button button--secondary" disabled={editing !== null} onClick={() => startEditing({ mode: 'edit', id: entry.id })} aria-label={t('actions.editNamed', { name: summary.name })}>
                  {t('actions.edit')}
                </button>
                <button type="button" className="button button--secondary" disabled={editing !== null} onClick={() => setDeleting(entry)} aria-label={t('actions.deleteNamed', { name: summary.name })}>
                  {t('actions.delete')}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section className="section complete-profile__section" aria-labelledby={headingId}>
      <div className="complete-profile__list-head">
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="complete-profile__legend">
          {t(`${section}.count`, { count: entries?.length ?? 0 })}
        </h2>
        {/* Always in the page, so the message is announced when it appears. */}
        <p role="status" className="complete-profile__status">
          {announcement}
        </p>
      </div>
      {body}
      {editing?.mode === 'add' ? renderForm(undefined, () => settle(t(`${section}.saved`)), cancel) : null}
      {editing === null && entries !== undefined ? (
        <button type="button" className="button button--secondary" onClick={() => startEditing({ mode: 'add' })}>
          {t(`${section}.add`)}
        </button>
      ) : null}
      {deleting ? (
        <DeleteEntryDialog
          title={t(`${section}.deleteTitle`)}
          message={t(`${section}.deleteConfirm`, { name: summarize(deleting).name })}
          remove={() => remove(deleting.id)}
          pending={removing}
          onDeleted={() => {
            setDeleting(undefined);
            settle(t(`${section}.deleted`));
          }}
          onGone={() => void onChanged()}
          onClose={() => setDeleting(undefined)}
        />
      ) : null}
    </section>
  );
}
