/**
 * The shared file picker on its own (issue 24): labelled, its native input visually hidden but reached
 * with the keyboard, the chosen file's name or "No file chosen" in the page's language (not the
 * browser's), the hint and the error tied to the input, and react-hook-form's register spread onto it.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { useForm } from 'react-hook-form';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { FileChoiceField, type FileChoiceFieldProps } from '@web/components/file-choice-field';
import { createI18n } from '@web/lib/i18n';
import type { LanguageCode } from '@web/lib/languages';

const pdf = (name = 'Maria_Santos_Resume.pdf') => new File(['%PDF-1.7'], name, { type: 'application/pdf' });
const png = (name: string) => new File(['png'], name, { type: 'image/png' });

async function renderPicker(props: Partial<FileChoiceFieldProps> = {}, language: LanguageCode = 'en-us') {
  const i18n: I18n = await createI18n(language);
  const user = userEvent.setup();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <button type="button">Before</button>
      <FileChoiceField label="Upload a resume" hint="PDF, DOC or DOCX, under 5 MB." accept=".pdf,.doc,.docx" {...props} />
    </I18nextProvider>,
  );
  return { ...view, user };
}

describe('FileChoiceField', () => {
  it('is named by its visible label and described by its hint, with a "Choose a file" button and "No file chosen"', async () => {
    await renderPicker();
    const input = screen.getByLabelText('Upload a resume');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', '.pdf,.doc,.docx');
    expect(input).toHaveAccessibleName('Upload a resume No file chosen');
    expect(input).toHaveAccessibleDescription('PDF, DOC or DOCX, under 5 MB.');
    expect(input).not.toHaveAttribute('aria-invalid');
    // The button-looking control is a label of the same input: clicking it opens the file dialog.
    const button = screen.getByText('Choose a file');
    expect(button.tagName).toBe('LABEL');
    expect((button as HTMLLabelElement).control).toBe(input);
    // For the pointer only: assistive technology has the input, named once.
    expect(button).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('No file chosen')).toBeInTheDocument();
  });

  it('shows the name of the chosen file, in its name too, and hands the file over', async () => {
    const onFiles = vi.fn<(files: File[]) => void>();
    const { user } = await renderPicker({ onFiles });
    const input = screen.getByLabelText('Upload a resume');
    const file = pdf();
    await user.upload(input, file);
    expect(screen.getByText('Maria_Santos_Resume.pdf')).toBeInTheDocument();
    expect(screen.queryByText('No file chosen')).not.toBeInTheDocument();
    expect(input).toHaveAccessibleName('Upload a resume Maria_Santos_Resume.pdf');
    expect(onFiles).toHaveBeenCalledExactlyOnceWith([file]);
  });

  it('can be chosen through its "Choose a file" button', async () => {
    const onFiles = vi.fn<(files: File[]) => void>();
    const { user } = await renderPicker({ onFiles });
    await user.upload(screen.getByText('Choose a file'), pdf('cv.pdf'));
    expect(screen.getByText('cv.pdf')).toBeInTheDocument();
    expect(onFiles).toHaveBeenCalledOnce();
  });

  it('speaks the page\'s language, not the browser\'s: Arabic', async () => {
    const { user } = await renderPicker({}, 'ar');
    const input = screen.getByLabelText('Upload a resume');
    expect(screen.getByText('اختر ملفًا')).toBeInTheDocument();
    expect(screen.getByText('لم يتم اختيار أي ملف')).toBeInTheDocument();
    expect(screen.queryByText('No file chosen')).not.toBeInTheDocument();
    await user.upload(input, pdf('سيرتي.pdf'));
    expect(screen.getByText('سيرتي.pdf')).toBeInTheDocument();
  });

  it('is reached with the keyboard: the hidden input stays in the tab order', async () => {
    const { user } = await renderPicker();
    const input = screen.getByLabelText('Upload a resume');
    expect(input).toHaveClass('visually-hidden');
    expect(input).not.toHaveAttribute('tabindex');
    expect(input).not.toHaveAttribute('aria-hidden');
    expect(input).not.toHaveAttribute('hidden');
    screen.getByRole('button', { name: 'Before' }).focus();
    await user.tab();
    expect(input).toHaveFocus();
    // Its focus is drawn on the button that follows it (input:focus-visible + label).
    expect(input.nextElementSibling).toBe(screen.getByText('Choose a file'));
  });

  it('cannot be chosen while disabled', async () => {
    const onFiles = vi.fn<(files: File[]) => void>();
    const { user } = await renderPicker({ disabled: true, onFiles });
    const input = screen.getByLabelText('Upload a resume');
    expect(input).toBeDisabled();
    await user.upload(input, pdf());
    expect(onFiles).not.toHaveBeenCalled();
    expect(screen.getByText('No file chosen')).toBeInTheDocument();
  });

  it('ties its error to the input, after the hint', async () => {
    await renderPicker({ error: 'Please choose a PDF, DOC or DOCX file.' });
    const input = screen.getByLabelText('Upload a resume');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('PDF, DOC or DOCX, under 5 MB. Please choose a PDF, DOC or DOCX file.');
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a PDF, DOC or DOCX file.');
  });

  it('lists several files when it takes several', async () => {
    const { user } = await renderPicker({ multiple: true, accept: 'image/png' });
    expect(screen.getByText('Choose files')).toBeInTheDocument();
    expect(screen.getByText('No files chosen')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Upload a resume'), [png('one.png'), png('two.png')]);
    expect(screen.getByText('one.png')).toBeInTheDocument();
    expect(screen.getByText('two.png')).toBeInTheDocument();
    expect(screen.getByText('one.png').parentElement).toHaveTextContent('one.png, two.png');
  });

  it('shows the files its owner holds (controlled), not a refused choice', async () => {
    const { user, rerender } = await renderPicker({ files: [] });
    await user.upload(screen.getByLabelText('Upload a resume'), pdf('refused.pdf'));
    expect(screen.getByText('No file chosen')).toBeInTheDocument();
    const i18n = await createI18n('en-us');
    rerender(
      <I18nextProvider i18n={i18n}>
        <FileChoiceField label="Upload a resume" files={[pdf('kept.pdf')]} />
      </I18nextProvider>,
    );
    expect(screen.getByText('kept.pdf')).toBeInTheDocument();
  });

  it('counts the same file chosen again when it clears itself after each choice, and still shows its name', async () => {
    const onFiles = vi.fn<(files: File[]) => void>();
    const { user } = await renderPicker({ clearAfterChoice: true, onFiles });
    const input = screen.getByLabelText('Upload a resume') as HTMLInputElement;
    const file = pdf();
    await user.upload(input, file);
    expect(input.value).toBe('');
    await user.upload(input, file);
    expect(onFiles).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Maria_Santos_Resume.pdf')).toBeInTheDocument();
  });
});

describe('FileChoiceField with react-hook-form', () => {
  function AttachmentForm({ onSubmit }: { onSubmit: (files: FileList | undefined) => void }) {
    const { register, handleSubmit, reset, formState } = useForm<{ attachment: FileList | undefined }>();
    return (
      <form onSubmit={(event) => void handleSubmit((values) => onSubmit(values.attachment))(event)}>
        <FileChoiceField
          label="Attachment"
          hint="PNG, JPG or PDF."
          accept="image/png,application/pdf"
          error={formState.errors.attachment?.message}
          {...register('attachment', { validate: (files) => (files && files.length > 0) || 'Please choose a file.' })}
        />
        <button type="submit">Save</button>
        <button type="button" onClick={() => reset()}>
          Reset
        </button>
      </form>
    );
  }

  it('takes register(): the ref and onChange pass on, its error shows on the field, reset forgets the file', async () => {
    const i18n = await createI18n('en-us');
    const user = userEvent.setup();
    const onSubmit = vi.fn<(files: FileList | undefined) => void>();
    render(
      <I18nextProvider i18n={i18n}>
        <AttachmentForm onSubmit={onSubmit} />
      </I18nextProvider>,
    );
    const input = screen.getByLabelText('Attachment');
    expect(input).toHaveAttribute('name', 'attachment');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose a file.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.upload(input, png('certificate.png'));
    expect(screen.getByText('certificate.png')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onSubmit.mock.calls[0]![0]![0]!.name).toBe('certificate.png');

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('No file chosen')).toBeInTheDocument();
  });
});
