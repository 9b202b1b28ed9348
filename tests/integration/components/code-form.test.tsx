/** The shared six-digit code form on its own: the code rule, server errors on the field, resend countdown. */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loginWithOtpBodyOtpMax } from '@sdk/generated/auth/zod';
import { CodeForm, type CodeFormProps } from '@web/components/code-form';
import { useCountdown } from '@web/components/use-countdown';
import { createI18n } from '@web/lib/i18n';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('en-us');
});

function renderForm(props: Partial<CodeFormProps> = {}) {
  const onSubmit = vi.fn<(code: string) => void>();
  const onResend = vi.fn<() => void>();
  const user = userEvent.setup();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <CodeForm submitLabel="Continue" length={loginWithOtpBodyOtpMax} pending={false} resending={false} resendIn={0} onSubmit={onSubmit} onResend={onResend} {...props} />
    </I18nextProvider>,
  );
  return { ...view, user, onSubmit, onResend };
}

describe('CodeForm', () => {
  it('puts the cursor in a labelled one-time-code field with the numeric keyboard', async () => {
    renderForm();
    const field = screen.getByLabelText('6-digit code');
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('maxlength', '6');
  });

  it('refuses anything but six digits, on the field, without submitting', async () => {
    const { user, onSubmit } = renderForm();
    const field = screen.getByLabelText('6-digit code');
    await user.type(field, '12a45');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please enter the 6-digit code.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAttribute('aria-describedby', alert.id);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the code', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('123456');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's word on the last code on the field", () => {
    renderForm({ error: 'The OTP you have entered is wrong. Please try again.' });
    expect(screen.getByLabelText('6-digit code')).toHaveAccessibleDescription('The OTP you have entered is wrong. Please try again.');
  });

  it('says it is checking and blocks a second submit while pending', () => {
    renderForm({ pending: true });
    expect(screen.getByRole('button', { name: 'Checking…' })).toBeDisabled();
    expect(screen.getByLabelText('6-digit code').closest('form')).toHaveAttribute('aria-busy', 'true');
  });

  it('holds "Resend code" during the countdown and says so politely', () => {
    renderForm({ resendIn: 42 });
    expect(screen.getByRole('button', { name: 'Resend code in 42 s' })).toBeDisabled();
    expect(screen.getByText('You can ask for a new code when the countdown ends.')).toHaveAttribute('aria-live', 'polite');
  });

  it('resends once the countdown is over, and not while a code is on its way', async () => {
    const { user, onResend, rerender } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(onResend).toHaveBeenCalledOnce();
    expect(screen.getByText('You can ask for a new code now.')).toBeInTheDocument();
    rerender(
      <I18nextProvider i18n={i18n}>
        <CodeForm submitLabel="Continue" length={loginWithOtpBodyOtpMax} pending={false} resending resendIn={0} onSubmit={vi.fn()} onResend={onResend} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeDisabled();
  });

  it('counts down with useCountdown and then offers the resend', () => {
    vi.useFakeTimers();
    try {
      function WithCountdown() {
        const countdown = useCountdown(2);
        return <CodeForm submitLabel="Continue" length={loginWithOtpBodyOtpMax} pending={false} resending={false} resendIn={countdown.secondsLeft} onSubmit={vi.fn()} onResend={vi.fn()} />;
      }
      render(
        <I18nextProvider i18n={i18n}>
          <WithCountdown />
        </I18nextProvider>,
      );
      expect(screen.getByRole('button', { name: 'Resend code in 2 s' })).toBeDisabled();
      act(() => vi.advanceTimersByTime(1_000));
      expect(screen.getByRole('button', { name: 'Resend code in 1 s' })).toBeDisabled();
      act(() => vi.advanceTimersByTime(1_000));
      expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('offers the extra actions and the intro it is given', () => {
    renderForm({ intro: <p>We sent a code to +63 917***4567.</p>, actions: <button type="button">Change number</button>, formLabel: 'Verification code' });
    expect(screen.getByRole('form', { name: 'Verification code' })).toContainElement(screen.getByText('We sent a code to +63 917***4567.'));
    expect(screen.getByRole('button', { name: 'Change number' })).toBeVisible();
  });
});
