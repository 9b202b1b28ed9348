/** Account and sign-in handlers of the auth, data and singpass contracts (everything but the guest login). */
import { accountSettingsHandlers } from './account-settings-handlers';
import { passwordHandlers } from './password-handlers';
import { qrLoginHandlers } from './qr-login-handlers';
import { registrationHandlers } from './registration-handlers';
import { signInHandlers } from './sign-in-handlers';
import { socialAuthoriseHandlers } from './social-authorise-handlers';
import { singpassHandlers } from './singpass-handlers';
import { trackingHandlers } from './tracking-handlers';

export function accountHandlers() {
  return [
    ...registrationHandlers(),
    ...signInHandlers(),
    ...socialAuthoriseHandlers(),
    ...passwordHandlers(),
    ...accountSettingsHandlers(),
    ...qrLoginHandlers(),
    ...trackingHandlers(),
    ...singpassHandlers(),
  ];
}
