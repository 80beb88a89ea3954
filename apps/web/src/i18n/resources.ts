import deAuth from './de/auth.json';
import deCommon from './de/common.json';
import deErrors from './de/errors.json';
import deHome from './de/home.json';
import deKiosk from './de/kiosk.json';
import deLegal from './de/legal.json';
import deMailbox from './de/mailbox.json';
import enAuth from './en/auth.json';
import enCommon from './en/common.json';
import enErrors from './en/errors.json';
import enHome from './en/home.json';
import enKiosk from './en/kiosk.json';
import enLegal from './en/legal.json';
import enMailbox from './en/mailbox.json';

const de = {
  common: deCommon,
  auth: deAuth,
  errors: deErrors,
  home: deHome,
  kiosk: deKiosk,
  legal: deLegal,
  mailbox: deMailbox,
};

// `satisfies` makes tsc reject an English file that misses a German key.
const en = {
  common: enCommon,
  auth: enAuth,
  errors: enErrors,
  home: enHome,
  kiosk: enKiosk,
  legal: enLegal,
  mailbox: enMailbox,
} satisfies typeof de;

export const resources = { de, en };

export const namespaces = Object.keys(de) as Array<keyof typeof de>;
