/**
 * W18 in other languages and by keyboard: the page under the language prefixes (Arabic right to left,
 * plural forms from each language's catalog), and the dialogs' keyboard path (open with Enter, Escape
 * closes, focus goes back to the control that opened it).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './render-app';
import { cardOf, MARIA_RESUMES, signInAsMaria } from './resumes-steps';

describe('/manage-resume languages and keyboard', () => {
  it('is right to left in Arabic, with its own words', async () => {
    signInAsMaria();
    await renderApp('/ar/manage-resume');
    expect(await screen.findByRole('heading', { level: 1, name: 'إدارة السير الذاتية' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(await screen.findByText('السير الذاتية المرفوعة: 2 من 3')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'المسودات' })).toBeInTheDocument();
    expect(await screen.findByText('التحديث مجاني لمدة 7 أيام من أول تحديث لك.')).toBeInTheDocument();
  });

  it("offers the upload's file picker in the page's language, not the browser's", async () => {
    signInAsMaria();
    await renderApp('/ar/manage-resume');
    const input = await screen.findByLabelText('رفع سيرة ذاتية');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAccessibleName('رفع سيرة ذاتية لم يتم اختيار أي ملف');
    expect(screen.getByText('اختر ملفًا')).toBeInTheDocument();
    expect(screen.queryByText('No file chosen')).not.toBeInTheDocument();
  });

  it('offers the same picker in English', async () => {
    signInAsMaria();
    await renderApp('/manage-resume');
    const input = await screen.findByLabelText('Upload a resume');
    expect(input).toHaveAccessibleName('Upload a resume No file chosen');
    expect(screen.getByText('Choose a file')).toBeInTheDocument();
  });

  it('uses the plural forms of Spanish and Japanese', async () => {
    signInAsMaria();
    await renderApp('/es-es/manage-resume');
    expect(await screen.findByText('2 de 3 currículums subidos')).toBeInTheDocument();
    expect(screen.getByText('Actualizar es gratis durante 7 días desde tu primera actualización.')).toBeInTheDocument();
  });

  it('opens a dialog from the keyboard, closes it with Escape and gives the focus back', async () => {
    signInAsMaria();
    const { user } = await renderApp('/manage-resume');
    const rename = within(await cardOf(MARIA_RESUMES.docx)).getByRole('button', { name: 'Rename' });
    rename.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Rename resume' });
    expect(dialog).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(rename).toHaveFocus());
  });
});
