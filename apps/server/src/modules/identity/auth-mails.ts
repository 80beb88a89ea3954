import type { Language } from '../../platform/http/messages';

export type AuthMail = { subject: string; text: string };

/** Mail texts of sign-in by code and password recovery, German and English (spec 9). */
export function composeSignInCodeMail(lang: Language, code: string, minutes: number): AuthMail {
  return lang === 'en'
    ? {
        subject: 'Your Buchbar sign-in code',
        text: [
          `Your sign-in code: ${code}`,
          '',
          `The code is valid for ${minutes} minutes and can be used once.`,
          'If you did not ask for it, ignore this mail; nobody can sign in without the code.',
        ].join('\n'),
      }
    : {
        subject: 'Ihr Anmeldecode für Buchbar',
        text: [
          `Ihr Anmeldecode: ${code}`,
          '',
          `Der Code gilt ${minutes} Minuten und nur für eine Anmeldung.`,
          'Falls Sie ihn nicht angefordert haben, ignorieren Sie diese E-Mail; ohne den Code kann sich niemand anmelden.',
        ].join('\n'),
      };
}

export function composePasswordResetMail(lang: Language, link: string, minutes: number): AuthMail {
  return lang === 'en'
    ? {
        subject: 'Reset your Buchbar password',
        text: [
          'Open this link to choose a new password:',
          link,
          '',
          `The link is valid for ${minutes} minutes and can be used once.`,
          'If you did not ask for it, ignore this mail; your password stays unchanged.',
        ].join('\n'),
      }
    : {
        subject: 'Buchbar-Passwort zurücksetzen',
        text: [
          'Öffnen Sie diesen Link, um ein neues Passwort zu wählen:',
          link,
          '',
          `Der Link gilt ${minutes} Minuten und nur einmal.`,
          'Falls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.',
        ].join('\n'),
      };
}

/** The first "set your password" link of an invited user (same link as a reset, other words). */
export function composeInvitationMail(lang: Language, link: string, days: number): AuthMail {
  return lang === 'en'
    ? {
        subject: 'Welcome to Buchbar: choose your password',
        text: [
          'An administrator created a Buchbar account for you. Open this link to choose your password:',
          link,
          '',
          `The link is valid for ${days} days and can be used once; afterwards, ask for a new one with "Forgot password" on the sign-in page.`,
        ].join('\n'),
      }
    : {
        subject: 'Willkommen bei Buchbar: Passwort festlegen',
        text: [
          'Eine Administratorin oder ein Administrator hat für Sie ein Buchbar-Konto angelegt. Öffnen Sie diesen Link, um Ihr Passwort festzulegen:',
          link,
          '',
          `Der Link gilt ${days} Tage und nur einmal; danach fordern Sie auf der Anmeldeseite mit „Passwort vergessen“ einen neuen an.`,
        ].join('\n'),
      };
}

/** Issue 8.2: sent to the new address; only this link moves the account to it. */
export function composeEmailChangeConfirmMail(
  lang: Language,
  newEmail: string,
  link: string,
  hours: number,
  /** The account's owner asked (on /konto), not an administrator. */
  self = false,
): AuthMail {
  return lang === 'en'
    ? {
        subject: 'Confirm your new Buchbar e-mail address',
        text: [
          self
            ? `You asked to change the e-mail address of your Buchbar account to ${newEmail}.`
            : `An administrator asked to change the e-mail address of your Buchbar account to ${newEmail}.`,
          'Open this link to confirm it; until then, your account keeps its current address:',
          link,
          '',
          `The link is valid for ${hours} hours and can be used once. If you do not expect this change, ignore this mail.`,
        ].join('\n'),
      }
    : {
        subject: 'Neue E-Mail-Adresse für Buchbar bestätigen',
        text: [
          self
            ? `Sie möchten die E-Mail-Adresse Ihres Buchbar-Kontos auf ${newEmail} ändern.`
            : `Eine Administratorin oder ein Administrator möchte die E-Mail-Adresse Ihres Buchbar-Kontos auf ${newEmail} ändern.`,
          'Öffnen Sie diesen Link, um sie zu bestätigen; bis dahin behält Ihr Konto die bisherige Adresse:',
          link,
          '',
          `Der Link gilt ${hours} Stunden und nur einmal. Falls Sie diese Änderung nicht erwarten, ignorieren Sie diese E-Mail.`,
        ].join('\n'),
      };
}

/** Issue 8.2: sent to the old address at the same time, so a change is never silent. */
export function composeEmailChangeNoticeMail(lang: Language, newEmail: string, self = false): AuthMail {
  return lang === 'en'
    ? {
        subject: 'Your Buchbar e-mail address is about to change',
        text: [
          self
            ? `A change of the e-mail address of your Buchbar account to ${newEmail} was asked for while you were signed in.`
            : `An administrator asked to change the e-mail address of your Buchbar account to ${newEmail}.`,
          'The change takes effect only when the link sent to the new address is opened.',
          'If you did not expect this, contact your administration at once.',
        ].join('\n'),
      }
    : {
        subject: 'Ihre E-Mail-Adresse bei Buchbar soll geändert werden',
        text: [
          self
            ? `In Ihrem angemeldeten Buchbar-Konto wurde die Änderung der E-Mail-Adresse auf ${newEmail} angefordert.`
            : `Eine Administratorin oder ein Administrator möchte die E-Mail-Adresse Ihres Buchbar-Kontos auf ${newEmail} ändern.`,
          'Die Änderung wird erst wirksam, wenn der Link in der E-Mail an die neue Adresse geöffnet wird.',
          'Falls Sie das nicht erwarten, wenden Sie sich bitte sofort an Ihre Administration.',
        ].join('\n'),
      };
}
