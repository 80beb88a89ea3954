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
export function composeInvitationMail(lang: Language, link: string, minutes: number): AuthMail {
  return lang === 'en'
    ? {
        subject: 'Welcome to Buchbar: choose your password',
        text: [
          'An administrator created a Buchbar account for you. Open this link to choose your password:',
          link,
          '',
          `The link is valid for ${minutes} minutes and can be used once; afterwards, ask for a new one with "Forgot password" on the sign-in page.`,
        ].join('\n'),
      }
    : {
        subject: 'Willkommen bei Buchbar: Passwort festlegen',
        text: [
          'Eine Administratorin oder ein Administrator hat für Sie ein Buchbar-Konto angelegt. Öffnen Sie diesen Link, um Ihr Passwort festzulegen:',
          link,
          '',
          `Der Link gilt ${minutes} Minuten und nur einmal; danach fordern Sie auf der Anmeldeseite mit „Passwort vergessen“ einen neuen an.`,
        ].join('\n'),
      };
}
